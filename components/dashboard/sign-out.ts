"use client";

/**
 * Logout and account deletion: stored data cleared, session ended on the server (user/logout
 * revokes it, so a copy of the cookie is worthless), cookie cleared, back to the start page.
 */
export async function signOutAndClear(callbackUrl = "/") {
  try {
    localStorage.clear();
  } catch {
    // storage can be unavailable (private mode); the session cookie is what matters
  }
  // after an account deletion the session is already gone (401): nothing more to end
  await fetch("/api/user/logout", { method: "POST", credentials: "same-origin" }).catch(() => null);
  // next-auth's own sign-out clears its client state and cookie (and revokes too, see lib/auth/next-auth.ts);
  // its client library is loaded here, on sign-out, and not with every dashboard page
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl });
}
