"use client";
// Arrival details of a shift (a booking request's or a scheduled job's): how to get in, whom to ask for and
// what to bring. Only the employer and the hired worker ever see them.
import { Input, Textarea } from "@/components/ui/field";
import { ARRIVAL_NOTES_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from "@/lib/time/constants";

export type ArrivalValue = { arrivalNotes: string; contactName: string; whatToBring: string };

export function ArrivalFields({
  value,
  onChange,
  errors = {},
}: {
  value: ArrivalValue;
  onChange: (k: keyof ArrivalValue, v: string) => void;
  errors?: Partial<Record<keyof ArrivalValue, string>>;
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Arrival details (optional)</legend>
      <p className="text-sm text-slate-600">Only you and the hired worker see these.</p>
      <Textarea
        label="Arrival notes"
        value={value.arrivalNotes}
        maxLength={ARRIVAL_NOTES_MAX_CHARS}
        rows={2}
        onChange={(e) => onChange("arrivalNotes", e.target.value)}
        error={errors.arrivalNotes}
        placeholder="Where to park, which door, the gate code"
      />
      <Input
        label="On-site contact"
        value={value.contactName}
        maxLength={CONTACT_NAME_MAX_CHARS}
        onChange={(e) => onChange("contactName", e.target.value)}
        error={errors.contactName}
        placeholder="Whom to ask for"
      />
      <Textarea
        label="What to bring"
        value={value.whatToBring}
        maxLength={ARRIVAL_NOTES_MAX_CHARS}
        rows={2}
        onChange={(e) => onChange("whatToBring", e.target.value)}
        error={errors.whatToBring}
        placeholder="Work boots, a black shirt"
      />
    </fieldset>
  );
}

/** The arrival details as the employer and the hired worker read them (nothing when all are empty). */
export function ArrivalInfo({ value }: { value: ArrivalValue | null | undefined }) {
  if (!value || (!value.arrivalNotes && !value.contactName && !value.whatToBring)) return null;
  const rows: [string, string][] = [
    ["Arrival notes", value.arrivalNotes],
    ["On-site contact", value.contactName],
    ["What to bring", value.whatToBring],
  ];
  return (
    <section aria-label="Arrival details" className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="arrival-details">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Arrival details</h3>
      <dl className="flex flex-col gap-2 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([label, v]) => (
            <div key={label}>
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-800">{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
