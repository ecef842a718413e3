// The dated adverse-action steps of a check, oldest first (both sides see the same record).
import type { AdverseStepName } from "@/lib/screening/states";
import { ADVERSE_STEP_LABEL } from "@/lib/screening/states";

export function StepList({ steps }: { steps: { step: string; note: string; at: string }[] }) {
  if (!steps.length) return null;
  return (
    <ol className="mt-2 list-decimal pl-5 text-sm text-slate-700">
      {steps.map((s) => (
        <li key={s.step}>
          {ADVERSE_STEP_LABEL[s.step as AdverseStepName] ?? s.step} on {s.at.slice(0, 10)}
          {s.note ? `: ${s.note}` : ""}
        </li>
      ))}
    </ol>
  );
}
