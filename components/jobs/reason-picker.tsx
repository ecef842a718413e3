"use client";
// The parts of a decline dialog (an invitation or a proposal): the required reason as a radio group, and
// Cancel and Decline.
import { Button } from "@/components/ui/button";

export function ReasonPicker<R extends string>({
  legend,
  reasons,
  name,
  value,
  error,
  onChoose,
  className,
}: {
  legend: string;
  reasons: readonly R[];
  /** the radios' name */
  name: string;
  value: R | "";
  error: string;
  onChoose: (r: R) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div role="radiogroup" aria-label="Reason" className="mt-3 flex flex-col gap-2">
        {reasons.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name={name} value={r} checked={value === r} onChange={() => onChoose(r)} className="accent-brand-600" />
            {r}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function DeclineActions({
  onCancel,
  onDecline,
  loading,
  testId,
}: {
  onCancel: () => void;
  onDecline: () => void;
  loading: boolean;
  testId?: string;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant="danger" loading={loading} onClick={onDecline} data-testid={testId}>
        Decline
      </Button>
    </>
  );
}
