"use client";
import { useCallback } from "react";
import { clearWelcomeCookie, setWelcomeCookie } from "@/components/auth/welcome-cookie";

/** Where to go after signing in: the `next` the guard carried, when it is a dashboard page, else home. */
export function safeNext(next?: string | null): string {
  return next && next.startsWith("/dashboard") && !next.startsWith("//") ? next : "/dashboard/home";
}

/**
 * Every way in ends here: the API token from user/login or a register call becomes the session cookie
 * (next-auth's "token" provider), then the browser moves on. Throws when the cookie could not be set.
 *
 * The move is a full page load, not a client navigation: the signed-in app starts from a clean slate, so
 * nothing of the signed-out screens survives into it — no toast of an earlier failed attempt, no cached
 * answer of another session.
 */
export function useFinishSignIn() {
  return useCallback(async (token: string, next?: string | null, opts: { signUp?: boolean } = {}) => {
    // next-auth's client (~15 kB gzip) loads when it is needed, not with the sign-in page
    const { signIn } = await import("next-auth/react");
    const res = await signIn("token", { token, redirect: false });
    if (!res || res.error) throw new Error("We could not start your session. Please try signing in again.");
    // a sign-up is welcomed on the first home screen (components/auth/welcome-cookie.ts)
    if (opts.signUp) setWelcomeCookie();
    else clearWelcomeCookie();
    window.location.replace(safeNext(next));
  }, []);
}
