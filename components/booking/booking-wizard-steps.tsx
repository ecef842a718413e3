"use client";
// The booking wizard's parts: the step headers and the first two steps (booking info, employees); the
// recurring step is in booking-wizard-recurring.tsx.
import { Input, Select, Textarea } from "@/components/ui/field";
import { LocationInput } from "@/components/location/location-input";
import type { Errors, WizardState } from "@/components/booking/wizard-steps";
import { shiftText } from "@/components/booking/format";
import { scheduleText } from "@/lib/time/schedule";
import { EmployeePicker } from "@/components/booking/employee-picker";
import { ArrivalFields } from "@/components/jobs/arrival-fields";
import type { SetWizardField, shiftOf } from "@/components/booking/use-booking-wizard";

const STEPS = ["Booking Info", "Employees", "Recurring"] as const;

export type StepProps = { s: WizardState; set: SetWizardField; errors: Errors };

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
  endHint,
  preselected,
}: StepProps & { today: string; zoneHint: string; endHint: string; preselected: { _id: string; name: string } | null }) {
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
      <Input label="Shift date" type="date" min={today} value={s.date} onChange={(e) => set("date", e.target.value)} error={errors.date} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Start time"
          type="time"
          step={60}
          value={s.time}
          onChange={(e) => set("time", e.target.value)}
          error={errors.time}
          hint={zoneHint}
        />
        <Input
          label="End time"
          type="time"
          step={60}
          value={s.endTime}
          onChange={(e) => set("endTime", e.target.value)}
          error={errors.endTime}
          hint={endHint}
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
        <Input
          label="Workers needed"
          inputMode="numeric"
          maxLength={2}
          value={s.headcount}
          onChange={(e) => set("headcount", e.target.value.replace(/\D/g, ""))}
          hint="The request stays open until this many accept."
          data-testid="booking-headcount"
        />
      </div>
      <Textarea
        label="Description"
        value={s.description}
        maxLength={10000}
        onChange={(e) => set("description", e.target.value)}
        error={errors.description}
      />
      <ArrivalFields value={s} onChange={set} errors={errors} />
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
          Available for{" "}
          {shift.end ? scheduleText(shift.at, shift.end, timezone) : shiftText({ shiftDate: shift.at.toISOString(), timezone })}
          {s.place.city ? ` near ${s.place.city}` : ""}
        </p>
      )}
      <EmployeePicker
        selected={s.employees}
        onChange={(list) => set("employees", list)}
        search={{
          ...s.place,
          availableTime: shift ? { date: shift.date, time: shift.time, timezone } : undefined,
          duration: shift?.end ? Math.min(1440, Math.max(30, Math.ceil((shift.end.getTime() - shift.at.getTime()) / 60_000))) : undefined,
        }}
      />
    </>
  );
}
