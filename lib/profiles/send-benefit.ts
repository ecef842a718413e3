// user/send_benefit: a person asks for a benefit offer (health insurance or a free financial review).
// The request is stored, then the team is mailed through the mail interface (outbox + console/SMTP).
import "server-only";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { enforce } from "@/lib/http/rate-limit";
import type { z } from "zod";
import type { sendBenefitSchema } from "@/lib/accounts/schemas";
import { env } from "@/lib/env";

export type SendBenefitInput = z.infer<typeof sendBenefitSchema>;

export const BENEFIT_LABELS: Record<SendBenefitInput["type"], string> = {
  health: "Health insurance",
  financial: "Free financial review",
};

/** Where benefit requests go: BENEFITS_TEAM_EMAIL, default team@gigline.local (read in the outbox/console). */
export const benefitsTeamEmail = () => env.BENEFITS_TEAM_EMAIL;

export async function sendBenefitRequest(user: { id: string; type: string }, input: SendBenefitInput) {
  // a form that mails a person: keep it from being used as a mail cannon
  await enforce([{ key: `benefit:user:${user.id}`, limit: 10, windowSeconds: 3600 }], "benefit requests");
  const request = await db.benefitRequest.create({
    data: { userId: user.id, type: input.type, name: input.name, email: input.email, phone: input.phone },
  });
  const label = BENEFIT_LABELS[input.type];
  // a delivery failure stays on the outbox row; the request itself is recorded either way
  await sendMail({
    to: benefitsTeamEmail(),
    subject: `Benefit request: ${label}`,
    text: [
      `${input.name} asked about: ${label}.`,
      "",
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone}`,
      `Gigline user: ${user.id} (${user.type === "customer" ? "employer" : "employee"})`,
      `Request id: ${request.id}`,
    ].join("\n"),
  });
  return request;
}
