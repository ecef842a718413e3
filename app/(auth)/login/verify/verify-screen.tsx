"use client";
import { useEffect } from "react";
import { MfaCodeForm } from "@/components/auth/mfa-code-form";

/** The code form for the challenge of the address, which leaves the address (and the history) at once. */
export function MfaVerifyScreen({ challenge }: { challenge: string }) {
  useEffect(() => {
    window.history.replaceState(window.history.state, "", "/login/verify");
  }, []);
  return <MfaCodeForm challenge={challenge} />;
}
