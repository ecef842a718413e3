import type { Metadata } from "next";
import { BenefitsBoard } from "@/components/dashboard/benefits-board";
import { displayName } from "@/lib/accounts/dto";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Benefits" };

export default async function BenefitsPage() {
  const user = await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Benefits</h1>
        <p className="mt-1 text-slate-500">Perks for the Gigline community. Ask about an offer and a specialist will contact you.</p>
      </div>
      <BenefitsBoard
        contact={{
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || displayName(user),
          email: user.email,
          phone: user.phone,
        }}
      />
    </div>
  );
}
