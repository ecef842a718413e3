"use client";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useCallback } from "react";

/** Where to go after signing in: the `next` the guard carried, when it is a dashboard page, else home. */
export function safeNext(next?: string | null): string {
  return next && next.startsWith("/dashboard") && !next.startsWith("//") ? next : "/dashboard/home";
}

/**
 * Every way in ends here: the API token from user/login or a register call becomes the session cookie
 * (next-auth's "token" provider), then the browser moves on. Throws when the cookie could not be set.
 */
export function useFinishSignIn() {
  const router = useRouter();
  return useCallback(
    async (token: string, next?: string | null) => {
      const res = await signIn("token", { token, redirect: false });
      if (!res || res.error) throw new Error("We could not start your session. Please try signing in again.");
      router.replace(safeNext(next));
      router.refresh();
    },
    [router],
  );
}
