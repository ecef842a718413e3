"use client";
// The cancellation policy in plain words, from global/get_data's shiftPolicy (the figures the server applies):
// where an employer books (the wizard's last step), where a worker accepts, and in the cancel dialog.
import { useGlobalData } from "@/hooks/use-global-data";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { employerPolicyText, workerPolicyText } from "@/lib/cancellations/policy";

export function ShiftPolicyNote({ side, className = "" }: { side: "worker" | "employer"; className?: string }) {
  const { data } = useGlobalData();
  const policy = data?.shiftPolicy ?? SHIFT_POLICY_DEFAULTS;
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid={`shift-policy-${side}`}>
      <span className="font-medium text-slate-800">Cancellation policy: </span>
      {side === "worker" ? workerPolicyText(policy) : employerPolicyText(policy)}
    </p>
  );
}
