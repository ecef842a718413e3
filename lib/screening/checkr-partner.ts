// Checkr's API (https://docs.checkr.com): HTTP Basic with the API key as the user name, JSON bodies.
//   POST /v1/candidates   {first_name, last_name, email, custom_id}          → {id}
//   POST /v1/invitations  {candidate_id, package, work_locations: [{country}]} → {id, invitation_url, status}
// Checkr e-mails the invitation too; Gigline tells the worker in the app and by its own e-mail.
import { env } from "@/lib/env";
import { ScreeningPartnerError, type ScreeningPartner } from "@/lib/screening/partner";

const TIMEOUT_MS = 15_000;

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const key = env.CHECKR_API_KEY;
  if (!key) throw new ScreeningPartnerError("CHECKR_API_KEY is not set", 503);
  let res: Response;
  try {
    res = await fetch(`${env.CHECKR_API_BASE}${path}`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ScreeningPartnerError(`Checkr did not answer: ${(err as Error).message}`);
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const error = typeof data.error === "string" ? data.error : Array.isArray(data.error) ? data.error.join(" ") : `HTTP ${res.status}`;
    throw new ScreeningPartnerError(`Checkr refused ${path}: ${error}`, res.status >= 500 ? 502 : 400);
  }
  return data as T;
}

export function checkrPartner(): ScreeningPartner {
  return {
    name: "checkr",
    async createCandidate(c) {
      const r = await call<{ id?: string }>("/v1/candidates", {
        first_name: c.firstName,
        last_name: c.lastName,
        email: c.email,
        custom_id: c.customId,
      });
      if (!r.id) throw new ScreeningPartnerError("Checkr answered a candidate without an id");
      return { id: r.id };
    },
    async createInvitation(i) {
      const r = await call<{ id?: string; invitation_url?: string }>("/v1/invitations", {
        candidate_id: i.candidateId,
        package: i.packageSlug,
        work_locations: [{ country: "US" }],
      });
      if (!r.id || !r.invitation_url) throw new ScreeningPartnerError("Checkr answered an invitation without an id or URL");
      return { id: r.id, url: r.invitation_url };
    },
  };
}
