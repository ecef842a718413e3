import type { Metadata } from "next";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { ToastProvider } from "@/components/ui/toast";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to Gigline to post jobs, hire people for temporary work, or find your next gig.",
};

/** The start page: sign in (proxy.ts sends people with a session on to /dashboard/home). It is outside
 *  app/(auth), so it mounts its toast region itself; its calls use hooks/use-api-action.ts, so it mounts no
 *  TanStack Query client and loads none of its code. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <ToastProvider>
      <SignInScreen searchParams={searchParams} />
    </ToastProvider>
  );
}
