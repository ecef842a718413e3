"use client";
// /dashboard/booking-detail/{id}: the request, its time in the shift's zone and where it stands (its phase:
// "Starts tomorrow 9:00 AM CST", "In progress"…); the customer sees the employees list and Delete (while no one
// accepted); the provider sees the employer card with Message and, while active, Decline (after a confirmation)
// and Accept with the minutes remaining. At zero the request is expired through the call, a modal says 'Your response time has
// been expired.' and the page is left. Reloads on booking events of this request.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Stars } from "@/components/profile/stars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import { EMPLOYEE_LABEL, minutesLeft } from "@/lib/booking/constants";
import { phaseColour, phaseLabel, isBookingOpen, isBookingAccepted, canAnswerBooking, isWaitingTurn } from "@/lib/booking/states";
import { BOOKING_MSG } from "@/lib/booking/messages";
import type { BookingDto } from "@/lib/booking/dto";
import { COLOUR_CLASS, limitLabel, priceText, shiftText } from "@/components/booking/format";
import { useMinutesLeft } from "@/components/booking/countdown";

const LIST = "/dashboard/booking-requests";

export function BookingDetail({ initial, meId }: { initial: BookingDto; meId: string }) {
  const router = useRouter();
  const toast = useToast();
  const [r, setR] = useState(initial);
  const [busy, setBusy] = useState<"" | "accept" | "decline" | "delete">("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [expiredModal, setExpiredModal] = useState(false);
  const isCreator = r.creator._id === meId;
  const myTurn = !isCreator && isBookingOpen(r.status) && canAnswerBooking(r.me?.status);
  const left = useMinutesLeft(r.me?.responseLimit, myTurn);

  const reload = useCallback(async () => {
    try {
      setR((await api(`booking_request/${r._id}`, undefined, { method: "GET" })).request);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        toast.info(BOOKING_MSG.Deleted);
        router.push(LIST);
      }
    }
  }, [r._id, router, toast]);

  useRealtime((e) => {
    if (e.type === "booking" && e.requestId === r._id) void reload();
  });

  // the countdown reached zero: expire through the call, say so, leave
  useEffect(() => {
    if (!myTurn || left > 0) return;
    api("booking_request/expire", { id: r._id })
      .then((res) => setR(res.request))
      .catch(() => undefined)
      .finally(() => setExpiredModal(true));
  }, [myTurn, left, r._id]);

  const answer = async (what: "accept" | "decline") => {
    setBusy(what);
    try {
      const res = await api(`booking_request/${what}`, { id: r._id });
      setR(res.request);
      toast.success(what === "accept" ? "You accepted the booking. The shift is confirmed." : "You declined the booking request.");
    } catch (err) {
      const message = (err as Error).message;
      if (message === BOOKING_MSG.ResponseExpired) setExpiredModal(true);
      else toast.error(message);
      void reload();
    } finally {
      setBusy("");
      setConfirmDecline(false);
    }
  };

  const remove = async () => {
    setBusy("delete");
    try {
      await api(`booking_request/${r._id}`, undefined, { method: "DELETE" });
      toast.success(BOOKING_MSG.Deleted);
      router.push(LIST);
    } catch (err) {
      toast.error((err as Error).message);
      setBusy("");
      setConfirmDelete(false);
    }
  };

  const leave = () => {
    setExpiredModal(false);
    router.push(LIST);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
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

      <Card className="p-4">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Info label="Location" value={r.location} />
          <Info label={r.payType === "Hourly" ? "Hourly rate" : "Fixed price"} value={priceText(r)} />
          <Info label="Booking type" value={r.bookingType === "urgent" ? "Urgent" : "Standard"} />
          <Info label="Response time limit" value={limitLabel(r.responseTimeLimit)} />
          {r.isRecurring && (
            <Info
              label="Repeats"
              value={`Every ${r.repeatDuration} week${r.repeatDuration === 1 ? "" : "s"} on ${r.repeatOn.join(", ")}`}
            />
          )}
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-500">Description</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-800">{r.description}</dd>
          </div>
        </dl>
        {r.jobId && (
          <p className="mt-3 text-sm">
            <Link className="font-medium text-brand-700 hover:underline" href={`/dashboard/detail-job/${r.jobId}`}>
              Open the job
            </Link>
          </p>
        )}
      </Card>

      {isCreator ? (
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
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            </div>
          )}
        </Card>
      ) : (
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
                <Button variant="secondary" disabled={!!busy} onClick={() => setConfirmDecline(true)}>
                  Decline
                </Button>
                <Button loading={busy === "accept"} disabled={!!busy} onClick={() => answer("accept")}>
                  Accept
                </Button>
              </div>
            </div>
          )}
          {!isCreator && isWaitingTurn(r.me?.status) && isBookingOpen(r.status) && (
            <p className="mt-4 text-sm text-slate-600">
              The employer asked other employees first. You will be notified when it is your turn to answer.
            </p>
          )}
        </Card>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title="Delete booking request"
        message="Delete this booking request? The employees asked will no longer be able to answer it."
        confirmLabel="Delete"
        danger
        loading={busy === "delete"}
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={confirmDecline}
        title="Decline booking request"
        message={`Decline "${r.title}"? You cannot accept it afterwards.`}
        confirmLabel="Decline"
        cancelLabel="Cancel"
        danger
        loading={busy === "decline"}
        onConfirm={() => answer("decline")}
        onClose={() => setConfirmDecline(false)}
      />
      <Modal open={expiredModal} onClose={leave} title="Response time" footer={<Button onClick={leave}>OK</Button>}>
        <p>{BOOKING_MSG.ResponseExpired}</p>
      </Modal>
    </div>
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
