"use client";
// The reason chosen in a decline dialog (an invitation or a proposal): required, its error cleared by the
// next choice, and both forgotten when the dialog closes.
import { useState } from "react";
import { JOB_MSG } from "@/lib/jobs/messages";

export function useDeclineReason<R extends string>() {
  const [reason, setReason] = useState<R | "">("");
  const [error, setError] = useState("");
  const choose = (r: R) => {
    setReason(r);
    setError("");
  };
  const reset = () => {
    setReason("");
    setError("");
  };
  /** The chosen reason, or null after saying one is required. */
  const required = (): R | null => {
    if (reason) return reason;
    setError(JOB_MSG.ChooseDeclineReason);
    return null;
  };
  return { reason, error, choose, reset, required };
}
