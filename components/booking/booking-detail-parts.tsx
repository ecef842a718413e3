"use client";
// The parts of a booking request's detail: the request's facts, the customer's employees list with Delete,
// and the provider's employer card with Message and, on their turn, Decline and Accept with the minutes left.
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Stars } from "@/components/profile/stars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EMPLOYEE_LABEL, minutesLeft } from "@/lib/booking/constants";
import { BOOKING_EMPLOYEE, isBookingOpen, isBookingAccepted, canAnswerBooking, isWaitingTurn } from "@/lib/booking/states";
import type { BookingDto } from "@/lib/booking/dto";
import { limitLabel, priceText } from "@/components/booking/format";
import { ShiftPolicyNote } from "@/components/cancellations/shift-policy-note";
import { ArrivalInfo } from "@/components/jobs/arrival-fields";
import { atText } from "@/lib/time/schedule";

/** "Until Sun, Nov 29 at 3:00 PM MST": when the offers of a replacement shift close, in the shift's zone. */
function backfillLimit(r: BookingDto) {
  const until = r.me?.responseLimit ?? r.employees.find((e) => e.responseLimit)?.responseLimit;
  return until ? `Until ${atText(until, r.timezone)}` : "Until the search ends";
}

/** "2 of 3 booked" to the employer of a request for several workers (each accepter is hired on their own
 *  contract); "3 workers needed" to an asked worker, who sees only their own row. */
function workersText(r: BookingDto) {
  if (r.me) return `${r.headcount} workers needed`;
  const booked = r.employees.filter((e) => e.status === BOOKING_EMPLOYEE.accepted).length;
  return `${booked} of ${r.headcount} booked`;
}

export function RequestFacts({ r }: { r: BookingDto }) {
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Info label="Location" value={r.location} />
        <Info label={r.payType === "Hourly" ? "Hourly rate" : "Fixed price"} value={priceText(r)} />
        <Info label="Booking type" value={r.bookingType === "urgent" ? "Urgent" : "Standard"} />
        {r.headcount > 1 && <Info label="Workers" value={workersText(r)} />}
        {/* a replacement shift's offers stay open until the backfill's cut-off (docs/booking-and-time.md "Backfill") */}
        <Info label="Response time limit" value={r.backfillId ? backfillLimit(r) : limitLabel(r.responseTimeLimit)} />
        {r.isRecurring && (
          <Info label="Repeats" value={`Every ${r.repeatDuration} week${r.repeatDuration === 1 ? "" : "s"} on ${r.repeatOn.join(", ")}`} />
        )}
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500">Description</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-800">{r.description}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <ArrivalInfo value={r.arrival} />
      </div>
      {r.jobId && (
        <p className="mt-3 text-sm">
          <Link className="font-medium text-brand-700 hover:underline" href={`/dashboard/detail-job/${r.jobId}`}>
            Open the job
          </Link>
        </p>
      )}
    </Card>
  );
}

export function EmployeesCard({ r, onDelete }: { r: BookingDto; onDelete: () => void }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Employees</h2>
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="Employees">
        {r.employees.map((e) => (
          <li key={e._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/dashboard/detail-employee/${e.user._id}`} className="flex min-w-0 items-center gap-3 hover:underline">
              <Avatar src={e.user.avatar} name={e.user.name} size={36} decorative />
              <span className="truncate font-medium text-slate-800">{e.user.name}</span>
            </Link>
            <span className="text-sm text-slate-600">
              {EMPLOYEE_LABEL[e.status]}
              {canAnswerBooking(e.status) && e.responseLimit ? ` · ${minutesLeft(e.responseLimit)} min left` : ""}
            </span>
          </li>
        ))}
      </ul>
      {!isBookingAccepted(r.status) && (
        <div className="mt-4">
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        </div>
      )}
    </Card>
  );
}

export function EmployerCard({
  r,
  myTurn,
  left,
  busy,
  onDecline,
  onAccept,
}: {
  r: BookingDto;
  myTurn: boolean;
  left: number;
  busy: string;
  onDecline: () => void;
  onAccept: () => void;
}) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Employer</h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={r.creator.avatar} name={r.creator.name} size={44} decorative />
          <div className="min-w-0">
            <Link
              href={`/dashboard/detail-employer/${r.creator._id}`}
              className="block truncate font-medium text-slate-800 hover:underline"
            >
              {r.creator.name}
            </Link>
            <Stars score={r.creator.employerRating} count={r.creator.employerRatingCount} />
            {r.creator.location && <p className="text-sm text-slate-600">{r.creator.location}</p>}
          </div>
        </div>
        <Link
          href={`/dashboard/chat/${r.creator._id}`}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Message
        </Link>
      </div>
      {myTurn && (
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-slate-800" aria-live="polite" data-testid="minutes-left">
            {left} minute{left === 1 ? "" : "s"} remaining
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!!busy} onClick={onDecline}>
              Decline
            </Button>
            <Button loading={busy === "accept"} disabled={!!busy} onClick={onAccept}>
              Accept
            </Button>
          </div>
        </div>
      )}
      {myTurn && <ShiftPolicyNote side="worker" className="mt-3" />}
      {isWaitingTurn(r.me?.status) && isBookingOpen(r.status) && (
        <p className="mt-4 text-sm text-slate-600">
          The employer asked other employees first. You will be notified when it is your turn to answer.
        </p>
      )}
    </Card>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{value}</dd>
    </div>
  );
}
