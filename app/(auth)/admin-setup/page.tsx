import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { MfaAdminSetup } from "@/components/auth/mfa-admin-setup";

export const metadata: Metadata = { title: "Admin set-up", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin-setup?token=…: the one-time link `npm run admin:create` prints. */
export default async function AdminSetupPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const token = typeof sp.token === "string" ? sp.token : "";
  return (
    <AuthShell title="Set up your admin account" subtitle="A password and two-step sign-in protect the admin tools.">
      <MfaAdminSetup token={token} />
    </AuthShell>
  );
}
