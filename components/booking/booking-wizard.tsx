"use client";
// /dashboard/new-booking-request, "New Booking Request": three steps (booking info, employee selection,
// recurring page). Forward only on valid input, back any time, a step header goes only to earlier steps;
// the data of each step accumulates into one request. Done creates it (or, without credit and at basic
// level or below, offers the subscription) and goes to booking-requests. Opened from an employee's profile
// (Book), that person starts out selected.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { LocationInput } from "@/components/location/location-input";
import { api, ApiError } from "@/lib/api-client";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { REPEAT_WEEKS, RESPONSE_LIMITS, WEEKDAYS } from "@/lib/booking/constants";
import { formatAvailableTime } from "@/lib/availability/available-time";
import { dayKey, zonedInstant } from "@/lib/time/zone";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { zoneAbbrev, zoneForPlace } from "@/lib/time/place-zone";
import { emptyWizard, step1Errors, step3Errors, type Errors, type WizardState } from "@/components/booking/wizard-steps";
import { shiftText } from "@/components/booking/format";
import { EmployeePicker } from "@/components/booking/employee-picker";

const STEPS = ["Booking Info", "Employees", "Recurring"] as const;

/** The zone the shift's date and time are read in: its location's (America/New_York until one is picked). */
export function wizardZone(place: WizardState["place"]): { tz: string; known: boolean } {
  const tz = zoneForPlace(place);
  return { tz: tz ?? DEFAULT_TIME_ZONE, known: !!tz };
}

/** The shift's instant and its spec texts ('November 23rd, 2026', '09:00 AM') in the location's zone. */
export function shiftOf(s: Pick<WizardState, "date" | "time">, timezone: string) {
  const [y, m, d] = s.date.split("-").map(Number);
  const [hh, mm] = s.time.split(":").map(Number);
  const minutes = hh * 60 + mm;
  return { at: zonedInstant(s.date, minutes, timezone), ...formatAvailableTime(y, m, d, minutes) };
}

const hasPassed = (at: Date) => at.getTime() < Date.now();

export function BookingWizard({ premium, preselected = null }: { premium: boolean; preselected?: { _id: string; name: string } | null }) {
  const router = useRouter();
  const toast = useToast();
  const [step, setStep] = useState(0);
  const [s, setS] = useState<WizardState>(() => ({ ...emptyWizard(), employees: preselected ? [preselected] : [] }));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [askCredit, setAskCredit] = useState(false);
  const { tz: timezone, known: zoneKnown } = wizardZone(s.place);
  const today = dayKey(new Date(), timezone);
  const set = <K extends keyof WizardState>(k: K, v: WizardState[K]) => {
    setS((prev) => ({ ...prev, [k]: v }));
    setErrors((prev) => ({ ...prev, [k === "place" ? "location" : k]: undefined, ...(k === "title" || k === "description" ? { violation: undefined } : {}) }));
  };

  const next = () => {
    const e = step === 0 ? step1Errors(s, today) : {};
    if (step === 0 && !e.date && !e.time && hasPassed(shiftOf(s, timezone).at)) e.time = BOOKING_MSG.PastShift;
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setStep(step + 1);
  };

  const done = async () => {
    const e = step3Errors(s, premium);
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    const shift = shiftOf(s, timezone);
    setSaving(true);
    try {
      await api("booking_request/create", {
        title: s.title,
        ...s.place,
        shiftDate: shift.at.getTime(),
        shiftTime: shift.time,
        payType: s.payType,
        price: s.price,
        description: s.description,
        employees: s.employees.map((x) => x._id),
        responseTimeLimit: s.responseTimeLimit,
        bookingType: s.bookingType,
        isRecurring: premium && s.isRecurring,
        repeatDuration: premium && s.isRecurring ? Number(s.repeatDuration) : "",
        repeatOn: premium && s.isRecurring ? s.repeatOn : [],
        timezone,
      });
      toast.success(BOOKING_MSG.SuccessCreatingBookingRequest);
      router.push("/dashboard/booking-requests");
    } catch (err) {
      if (err instanceof ApiError && err.data?.needCredit) setAskCredit(true);
      else toast.error((err as Error).message);
      setSaving(false);
    }
  };

  const shift = s.date && s.time ? shiftOf(s, timezone) : null;
  const zoneHint = zoneKnown
    ? `In the location's time zone: ${timezone.replace(/_/g, " ")} (${zoneAbbrev(shift?.at ?? new Date(), timezone)}).`
    : "Read in the location's time zone: pick the location first.";

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">New Booking Request</h1>
      <nav aria-label="Steps">
        <ol className="grid grid-cols-3 gap-2">
          {STEPS.map((label, i) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => i < step && setStep(i)}
                disabled={i >= step}
                aria-current={i === step ? "step" : undefined}
                className={`w-full rounded-lg border px-2 py-2 text-center text-xs font-semibold sm:text-sm ${
                  i === step ? "border-brand-600 bg-brand-50 text-brand-800" : i < step ? "border-slate-300 bg-white text-slate-800 hover:bg-slate-50" : "border-slate-200 bg-slate-50 text-slate-600"
                }`}
              >
                {i + 1}. {label}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <Card className="p-4 sm:p-6">
        {step === 0 && (
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
            <LocationInput value={s.place.location} onChange={(v) => set("place", v)} error={errors.location} placeholder="Address, city or ZIP code" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Input label="Shift date" type="date" min={today} value={s.date} onChange={(e) => set("date", e.target.value)} error={errors.date} />
              <Input label="Shift time" type="time" step={60} value={s.time} onChange={(e) => set("time", e.target.value)} error={errors.time} hint={zoneHint} />
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Select label="Pay type" value={s.payType} onChange={(e) => set("payType", e.target.value as WizardState["payType"])} error={errors.payType}>
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
            <Textarea label="Description" value={s.description} maxLength={10000} onChange={(e) => set("description", e.target.value)} error={errors.description} />
          </div>
        )}
        {step === 1 && shift && (
          <p className="mb-3 text-sm text-slate-700" data-testid="wizard-shift">
            Available on {shiftText({ shiftDate: shift.at.toISOString(), timezone })}
            {s.place.city ? ` near ${s.place.city}` : ""}
          </p>
        )}
        {step === 1 && (
          <EmployeePicker
            selected={s.employees}
            onChange={(list) => set("employees", list)}
            search={{ ...s.place, availableTime: shift ? { date: shift.date, time: shift.time, timezone } : undefined }}
          />
        )}
        {step === 2 && (
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">Booking type</legend>
              {(["standard", "urgent"] as const).map((t) => (
                <label key={t} className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="radio" name="bookingType" className="mt-1" checked={s.bookingType === t} onChange={() => set("bookingType", t)} />
                  <span>
                    <span className="font-medium">{t === "standard" ? "Standard" : "Urgent"}</span>
                    <span className="block text-slate-600">
                      {t === "standard" ? "Employees are asked one at a time, in the order you chose." : "Every employee is asked at once; the first to accept gets the shift."}
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
                {s.isRecurring && (
                  <>
                    <Select label="Repeat every" value={s.repeatDuration} onChange={(e) => set("repeatDuration", e.target.value)} error={errors.repeatDuration}>
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
                )}
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                Recurring bookings come with the Premium plan. <Link href="/dashboard/subscription" className="font-medium text-brand-700 hover:underline">See plans</Link>
              </p>
            )}
          </div>
        )}
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
            Back
          </Button>
          {step < 2 ? (
            <Button onClick={next}>Next</Button>
          ) : (
            <Button loading={saving} onClick={done}>
              Done
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={askCredit}
        title="Not enough connects"
        message="You do not have enough connects to create a booking request. Would you like to buy more?"
        confirmLabel="Buy more"
        cancelLabel="Cancel"
        onConfirm={() => router.push("/dashboard/subscription")}
        onClose={() => setAskCredit(false)}
      />
    </div>
  );
}
