"use client";
// The booking wizard's state: the step, the request's data as it accumulates, each step's check, the
// shift's time zone and the create call (or the offer to buy connects when there is no credit).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/api-client";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { formatAvailableTime } from "@/lib/availability/available-time";
import { dayKey, zonedInstant } from "@/lib/time/zone";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { zoneAbbrev, zoneForPlace } from "@/lib/time/place-zone";
import { scheduleText, shiftEndAfter } from "@/lib/time/schedule";
import { emptyWizard, step1Errors, step3Errors, type Errors, type WizardState } from "@/components/booking/wizard-steps";

/** The zone the shift's date and time are read in: its location's (America/New_York until one is picked). */
export function wizardZone(place: WizardState["place"]): { tz: string; known: boolean } {
  const tz = zoneForPlace(place);
  return { tz: tz ?? DEFAULT_TIME_ZONE, known: !!tz };
}

const minutesOf = (hhmm: string) => {
  const [hh, mm] = hhmm.split(":").map(Number);
  return hh * 60 + mm;
};

/**
 * The shift's start and end instants and its spec texts ('November 23rd, 2026', '09:00 AM') in the location's
 * zone; an end at or before the start is on the next day (an overnight shift).
 */
export function shiftOf(s: Pick<WizardState, "date" | "time" | "endTime">, timezone: string) {
  const [y, m, d] = s.date.split("-").map(Number);
  const minutes = minutesOf(s.time);
  const at = zonedInstant(s.date, minutes, timezone);
  const end = s.endTime ? shiftEndAfter(at, minutesOf(s.endTime), timezone) : null;
  return { at, end, ...formatAvailableTime(y, m, d, minutes) };
}

const hasPassed = (at: Date) => at.getTime() < Date.now();

/** Sets one field of the request and clears its error. */
export type SetWizardField = <K extends keyof WizardState>(k: K, v: WizardState[K]) => void;

export function useBookingWizard(premium: boolean, preselected: { _id: string; name: string } | null) {
  const router = useRouter();
  const toast = useToast();
  const [step, setStep] = useState(0);
  const [s, setS] = useState<WizardState>(() => ({ ...emptyWizard(), employees: preselected ? [preselected] : [] }));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [askCredit, setAskCredit] = useState(false);
  const { tz: timezone, known: zoneKnown } = wizardZone(s.place);
  const today = dayKey(new Date(), timezone);
  const set: SetWizardField = (k, v) => {
    setS((prev) => ({ ...prev, [k]: v }));
    setErrors((prev) => ({
      ...prev,
      [k === "place" ? "location" : k]: undefined,
      ...(k === "title" || k === "description" ? { violation: undefined } : {}),
    }));
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
        shiftEnd: shift.end?.getTime(),
        shiftTime: shift.time,
        arrivalNotes: s.arrivalNotes,
        contactName: s.contactName,
        whatToBring: s.whatToBring,
        payType: s.payType,
        price: s.price,
        headcount: s.headcount,
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
  // the whole shift as it will be read, the zone beside it (an overnight end says "next day")
  const endHint = shift?.end
    ? scheduleText(shift.at, shift.end, timezone)
    : zoneKnown
      ? `In ${zoneAbbrev(new Date(), timezone)}; an end before the start is the next day.`
      : "An end before the start is the next day.";
  const zoneHint = zoneKnown
    ? `In the location's time zone: ${timezone.replace(/_/g, " ")} (${zoneAbbrev(shift?.at ?? new Date(), timezone)}).`
    : "Read in the location's time zone: pick the location first.";

  return {
    step,
    setStep,
    s,
    set,
    errors,
    saving,
    askCredit,
    closeAskCredit: () => setAskCredit(false),
    buyCredit: () => router.push("/dashboard/subscription"),
    timezone,
    today,
    shift,
    zoneHint,
    endHint,
    next,
    done,
  };
}
