"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useSignupDraft } from "@/hooks/use-signup-draft";

/** The sign-up steps after register need the draft; without one the person starts again at /role. */
export function useRequiredDraft() {
  const router = useRouter();
  const state = useSignupDraft();
  useEffect(() => {
    if (state.ready && !state.draft) router.replace("/role");
  }, [state.ready, state.draft, router]);
  return state;
}
