"use client";
// The booking wizard's last step: standard or urgent, the response time limit and, with Premium, the
// recurring bookings (every how many weeks, on which weekdays).
import Link from "next/link";
import { Select } from "@/components/ui/field";
import { REPEAT_WEEKS, RESPONSE_LIMITS, WEEKDAYS } from "@/lib/booking/constants";
import type { StepProps } from "@/components/booking/booking-wizard-steps";

export function RecurringStep({ s, set, errors, premium }: StepProps & { premium: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Booking type</legend>
        {(["standard", "urgent"] as const).map((t) => (
          <label key={t} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="radio" name="bookingType" className="mt-1" checked={s.bookingType === t} onChange={() => set("bookingType", t)} />
            <span>
              <span className="font-medium">{t === "standard" ? "Standard" : "Urgent"}</span>
              <span className="block text-slate-600">
                {t === "standard"
                  ? "Employees are asked one at a time, in the order you chose."
                  : "Every employee is asked at once; the first to accept gets the shift."}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Select
        label="Response time limit"
        value={String(s.responseTimeLimit)}
        onChange={(e) => set("responseTimeLimit", Number(e.target.value))}
        error={errors.responseTimeLimit}
      >
        {RESPONSE_LIMITS.map((l) => (
          <option key={l.minutes} value={l.minutes}>
            {l.label}
          </option>
        ))}
      </Select>
      {premium ? (
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" checked={s.isRecurring} onChange={(e) => set("isRecurring", e.target.checked)} />
            Recurring Bookings
          </label>
          {s.isRecurring && <RepeatFields s={s} set={set} errors={errors} />}
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Recurring bookings come with the Premium plan.{" "}
          <Link href="/dashboard/subscription" className="font-medium text-brand-700 hover:underline">
            See plans
          </Link>
        </p>
      )}
    </div>
  );
}

function RepeatFields({ s, set, errors }: StepProps) {
  return (
    <>
      <Select
        label="Repeat every"
        value={s.repeatDuration}
        onChange={(e) => set("repeatDuration", e.target.value)}
        error={errors.repeatDuration}
      >
        <option value="">Select</option>
        {REPEAT_WEEKS.map((w) => (
          <option key={w} value={w}>
            {w} week{w === 1 ? "" : "s"}
          </option>
        ))}
      </Select>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Repeat on</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((d) => {
            const on = s.repeatOn.includes(d);
            return (
              <button
                key={d}
                type="button"
                aria-pressed={on}
                aria-label={d}
                onClick={() => set("repeatOn", on ? s.repeatOn.filter((x) => x !== d) : [...s.repeatOn, d])}
                className={`h-10 w-10 rounded-full border text-sm font-semibold ${on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800"}`}
              >
                {d.slice(0, 2)}
              </button>
            );
          })}
        </div>
        {errors.repeatOn && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {errors.repeatOn}
          </p>
        )}
      </fieldset>
    </>
  );
}
