// The wizard's state and the check of each step (the spec's error keys, our wording). Client-safe and pure:
// the unit of "forward only on valid input".
import { BOOKING_MSG } from "@/lib/booking/messages";
import { DEFAULT_RESPONSE_LIMIT, RESPONSE_LIMIT_MINUTES, type BookingTypeName } from "@/lib/booking/constants";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { MAX_PRICE_DOLLARS } from "@/lib/jobs/constants";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { ARRIVAL_NOTES_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from "@/lib/time/constants";
import type { LocationValue } from "@/components/location/location-input";

export type WizardState = {
  title: string;
  place: LocationValue;
  date: string; // YYYY-MM-DD
  time: string; // HH:MM (24 h), the start
  endTime: string; // HH:MM (24 h); at or before the start: the next day
  arrivalNotes: string;
  contactName: string;
  whatToBring: string;
  payType: "" | "Hourly" | "Fixed";
  price: string;
  /** "Workers needed" (1 to 50) */
  headcount: string;
  description: string;
  employees: { _id: string; name: string }[];
  bookingType: BookingTypeName;
  responseTimeLimit: number;
  isRecurring: boolean;
  repeatDuration: string;
  repeatOn: string[];
};

export const emptyWizard = (): WizardState => ({
  title: "",
  place: { location: "", city: "", state: "", zipcode: "" },
  date: "",
  time: "",
  endTime: "",
  arrivalNotes: "",
  contactName: "",
  whatToBring: "",
  payType: "",
  price: "",
  headcount: "1",
  description: "",
  employees: [],
  bookingType: "standard",
  responseTimeLimit: DEFAULT_RESPONSE_LIMIT,
  isRecurring: false,
  repeatDuration: "",
  repeatOn: [],
});

export type Errors = Partial<
  Record<
    | "title"
    | "location"
    | "date"
    | "time"
    | "endTime"
    | "arrivalNotes"
    | "contactName"
    | "whatToBring"
    | "payType"
    | "price"
    | "description"
    | "violation"
    | "responseTimeLimit"
    | "repeatDuration"
    | "repeatOn",
    string
  >
>;

/** today as YYYY-MM-DD in the browser's zone (the wizard passes today in the location's zone to step1Errors) */
export function todayText(now = new Date()) {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export function step1Errors(s: WizardState, today = todayText()): Errors {
  const e: Errors = {};
  if (!s.title.trim()) e.title = BOOKING_MSG.InvalidTitle;
  if (!s.place.location.trim()) e.location = BOOKING_MSG.InvalidLocation;
  if (!s.date || s.date < today) e.date = BOOKING_MSG.InvalidDate;
  if (!s.time) e.time = BOOKING_MSG.InvalidTime;
  if (!s.endTime) e.endTime = BOOKING_MSG.InvalidEndTime;
  if (s.arrivalNotes.length > ARRIVAL_NOTES_MAX_CHARS) e.arrivalNotes = BOOKING_MSG.ArrivalTooLong;
  if (s.whatToBring.length > ARRIVAL_NOTES_MAX_CHARS) e.whatToBring = BOOKING_MSG.ArrivalTooLong;
  if (s.contactName.length > CONTACT_NAME_MAX_CHARS) e.contactName = BOOKING_MSG.ContactTooLong;
  if (!s.payType) e.payType = BOOKING_MSG.InvalidPayType;
  const invalid = s.payType === "Hourly" ? BOOKING_MSG.InvalidHourlyRate : BOOKING_MSG.InvalidFixed;
  const price = decimalMessage(s.price, { invalid, max: MAX_PRICE_DOLLARS });
  if (price) e.price = price;
  if (!s.description.trim()) e.description = BOOKING_MSG.InvalidDescription;
  if (scanContactDetails(s.title, s.description).flagged) e.violation = BOOKING_MSG.ViolationWarning;
  return e;
}

export function step3Errors(s: WizardState, premium: boolean): Errors {
  const e: Errors = {};
  if (!RESPONSE_LIMIT_MINUTES.includes(s.responseTimeLimit)) e.responseTimeLimit = BOOKING_MSG.InvalidResponseTimeLimit;
  if (premium && s.isRecurring) {
    if (!s.repeatDuration) e.repeatDuration = BOOKING_MSG.InvalidRepeatEvery;
    if (!s.repeatOn.length) e.repeatOn = BOOKING_MSG.InvalidRepeatOn;
  }
  return e;
}
