"use client";
// /dashboard/booking-detail/{id}: the request, its time in the shift's zone and where it stands (its phase:
// "Starts tomorrow 9:00 AM CST", "In progress"…); the customer sees the employees list and Delete (while no one
// accepted), and for a backfill's request the live replacement search with Stop; the provider sees the employer card with Message and, while active, Decline (after a confirmation)
// and Accept with the minutes remaining. At zero the request is expired through the call, a modal says 'Your response time has
// been expired.' and the page is left. Reloads on booking events of this request. Once accepted, the shift panel
// shows the worker's commitment (Confirm, "On my way") and, to the employer, whether they confirmed or are on the way.
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { BOOKING, phaseColour, phaseLabel } from "@/lib/booking/states";
import { BOOKING_MSG } from "@/lib/booking/messages";
import type { BookingDto } from "@/lib/booking/dto";
import { COLOUR_CLASS, shiftText } from "@/components/booking/format";
import { EmployeesCard, EmployerCard, RequestFacts } from "@/components/booking/booking-detail-parts";
import { useBookingDetail } from "@/components/booking/use-booking-detail";
import { ShiftPanel } from "@/components/shifts/shift-panel";
import { BackfillPanel } from "@/components/booking/backfill-panel";
import { FundingBadge } from "@/components/wallet/funding-badge";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";

export function BookingDetail({ initial, meId }: { initial: BookingDto; meId: string }) {
  const { r, ...d } = useBookingDetail(initial, meId);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {r.backfillId && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Replacement shift</p>}
          <h1 className="break-words text-2xl font-bold text-slate-900">{r.title}</h1>
          <p className="text-sm text-slate-600">{shiftText(r)}</p>
        </div>
        <span
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${COLOUR_CLASS[phaseColour(r.phase)]}`}
          data-testid="booking-status"
        >
          {phaseLabel(r.phase, r, undefined, "detail")}
        </span>
      </div>

      {d.isCreator && r.backfillId && <BackfillPanel backfillId={r.backfillId} />}

      <RequestFacts r={r} />

      {!d.isCreator && r.funded !== null && (
        <p
          className={`rounded-lg px-3 py-2 text-sm ${r.funded ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
          data-testid="booking-funding"
        >
          <FundingBadge funding={r.funded ? "held" : "not_funded"} /> {r.funded ? HOLD_MSG.WorkerFunded : HOLD_MSG.WorkerNotFunded}
        </p>
      )}

      {r.status === BOOKING.accepted && <ShiftPanel bookingId={r._id} />}

      {d.isCreator ? (
        <EmployeesCard r={r} onDelete={() => d.setConfirmDelete(true)} />
      ) : (
        <EmployerCard
          r={r}
          myTurn={d.myTurn}
          left={d.left}
          busy={d.busy}
          onDecline={() => d.setConfirmDecline(true)}
          onAccept={() => d.answer("accept")}
        />
      )}

      <ConfirmDialog
        open={d.confirmDelete}
        title="Delete booking request"
        message="Delete this booking request? The employees asked will no longer be able to answer it."
        confirmLabel="Delete"
        danger
        loading={d.busy === "delete"}
        onConfirm={d.remove}
        onClose={() => d.setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={d.confirmDecline}
        title="Decline booking request"
        message={`Decline "${r.title}"? You cannot accept it afterwards.`}
        confirmLabel="Decline"
        cancelLabel="Cancel"
        danger
        loading={d.busy === "decline"}
        onConfirm={() => d.answer("decline")}
        onClose={() => d.setConfirmDecline(false)}
      />
      <Modal open={d.expiredModal} onClose={d.leave} title="Response time" footer={<Button onClick={d.leave}>OK</Button>}>
        <p>{BOOKING_MSG.ResponseExpired}</p>
      </Modal>
    </div>
  );
}
