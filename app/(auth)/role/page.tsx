import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { RoleFlow } from "@/components/auth/role-flow";

export const metadata: Metadata = { title: "Create an account" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Step one of sign-up: hire or work. `social` is the signed social identity of an unknown social user. */
export default async function RolePage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const social = typeof sp.social === "string" ? sp.social : undefined;
  const type = sp.type === "customer" || sp.type === "provider" ? sp.type : undefined;
  return (
    <AuthShell wide>
      <RoleFlow social={social} initialRole={type} />
    </AuthShell>
  );
}
