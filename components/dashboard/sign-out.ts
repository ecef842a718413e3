"use client";
import { signOut } from "next-auth/react";

/** Logout and account deletion (spec §4): stored data cleared, session ended, back to the start page. */
export async function signOutAndClear(callbackUrl = "/") {
  try {
    localStorage.clear();
  } catch {
    // storage can be unavailable (private mode); the session cookie is what matters
  }
  await signOut({ callbackUrl });
}
