"use client";
// The booking wizard's parts: the step headers and the three steps (booking info, employees, recurring).
import Link from "next/link";
import { Input, Select, Textarea } from "@/components/ui/field";
import { LocationInput } from "@/components/location/location-input";
import { REPEAT_WEEKS, RESPONSE_LIMITS, WEEKDAYS } from "@/lib/booking/constants";
import type { Errors, WizardState } from "@/components/booking/wizard-steps";
import { shiftText } from "@/components/booking/format";
import { EmployeePicker } from "@/components/booking/employee-picker";
import type { SetWizardField, shiftOf } from "@/components/booking/use-booking-wizard";

const STEPS = ["Booking Info", "Employees", "Recurring"] as const;

type StepProps = { s: WizardState; set: SetWizardField; errors: Errors };

/** The step headers: a header goes only to earlier steps. */
export function WizardStepNav({ step, onGo }: { step: number; onGo: (i: number) => void }) {
  return (
    <nav aria-label="Steps">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map((label, i) => (
          <li key={label}>
            <button
              type="button"
              onClick={() => i < step && onGo(i)}
              disabled={i >= step}
              aria-current={i === step ? "step" : undefined}
              className={`w-full rounded-lg border px-2 py-2 text-center text-xs font-semibold sm:text-sm ${
                i === step
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : i < step
                    ? "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                    : "border-slate-200 bg-slate-50 text-slate-600"
              }`}
            >
              {i + 1}. {label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function BookingInfoStep({
  s,
  set,
  errors,
  today,
  zoneHint,
  preselected,
}: StepProps & { today: string; zoneHint: string; preselected: { _id: string; name: string } | null }) {
  return (
    <div className="flex flex-col gap-4">
      {preselected && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800" data-testid="wizard-preselected">
          A booking request for {preselected.name}. You can change who is asked in the Employees step.
        </p>
      )}
      {errors.violation && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {errors.violation}
        </div>
      )}
      <Input label="Title" value={s.title} maxLength={120} onChange={(e) => set("title", e.target.value)} error={errors.title} />
      <LocationInput
        value={s.place.location}
        onChange={(v) => set("place", v)}
        error={errors.location}
        placeholder="Address, city or ZIP code"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Shift date"
          type="date"
          min={today}
          value={s.date}
          onChange={(e) => set("date", e.target.value)}
          error={errors.date}
        />
        <Input
          label="Shift time"
          type="time"
          step={60}
          value={s.time}
          onChange={(e) => set("time", e.target.value)}
          error={errors.time}
          hint={zoneHint}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label="Pay type"
          value={s.payType}
          onChange={(e) => set("payType", e.target.value as WizardState["payType"])}
          error={errors.payType}
        >
          <option value="">Select pay type</option>
          <option value="Hourly">Hourly</option>
          <option value="Fixed">Fixed</option>
        </Select>
        <Input
          label={s.payType === "Fixed" ? "Price ($)" : "Hourly rate ($)"}
          inputMode="decimal"
          value={s.price}
          onChange={(e) => set("price", e.target.value)}
          error={errors.price}
        />
      </div>
      <Textarea
        label="Description"
        value={s.description}
        maxLength={10000}
        onChange={(e) => set("description", e.target.value)}
        error={errors.description}
      />
    </div>
  );
}

export function EmployeesStep({
  s,
  set,
  shift,
  timezone,
}: Omit<StepProps, "errors"> & { shift: ReturnType<typeof shiftOf> | null; timezone: string }) {
  return (
    <>
      {shift && (
        <p className="mb-3 text-sm text-slate-700" data-testid="wizard-shift">
          Available on {shiftText({ shiftDate: shift.at.toISOString(), timezone })}
          {s.place.city ? ` near ${s.place.city}` : ""}
        </p>
      )}
      <EmployeePicker
        selected={s.employees}
        onChange={(list) => set("employees", list)}
        search={{ ...s.place, availableTime: shift ? { date: shift.date, time: shift.time, timezone } : undefined }}
      />
    </>
  );
}

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
