import type { Metadata } from "next";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { Providers } from "@/components/providers";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to Gigline to post jobs, hire people for temporary work, or find your next gig.",
};

/** The start page: sign in (proxy.ts sends people with a session on to /dashboard/home). It is outside
 *  app/(auth), so it mounts the client providers itself (one toast region per page). */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <Providers>
      <SignInScreen searchParams={searchParams} />
    </Providers>
  );
}
