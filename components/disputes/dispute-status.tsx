"use client";
// A dispute as either side reads it (docs/money.md "Disputes"): its state, what is disputed, the amounts (paid
// at once, set aside), both sides' notes, the outcome once an admin decided, and — for the side that did not
// open it, once — the form to add their side (dispute/respond). Reused by the contract's timesheet screen and
// the delivery screen; the console shows it without the form.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { formatCents } from "@/lib/money/amounts/format";
import { durationText } from "@/lib/time/format";
import { isResolved, NOTE_MAX, NOTE_MIN } from "@/lib/disputes/states";
import type { DisputeDto } from "@/lib/disputes/queries";

export const DISPUTES_KEY = ["disputes"];

export function DisputeStatus({ d, viewer }: { d: DisputeDto; viewer: "worker" | "employer" | "admin" }) {
  const resolved = isResolved(d.status);
  const opener = d.openedBy === "worker" ? d.workerName : d.employerName;
  const answerer = d.openedBy === "worker" ? d.employerName : d.workerName;
  const what =
    d.kind === "timesheet" && d.timesheet
      ? `Hours: ${durationText(d.timesheet.minutes * 60)} submitted, adjusted to ${durationText((d.timesheet.adjustedMinutes ?? 0) * 60)}`
      : "Delivery of the fixed-price job";
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
      data-testid="dispute"
      aria-label={`Dispute: ${d.jobTitle}`}
    >
      <p className="font-semibold text-slate-900">
        Dispute · <span data-testid="dispute-state">{d.statusLabel}</span>
      </p>
      <p className="break-words text-slate-800">{what}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-700">Paid at once: </dt>
          <dd className="inline font-medium text-slate-900">{formatCents(d.undisputedCents)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Set aside until decided: </dt>
          <dd className="inline font-medium text-slate-900">{formatCents(d.frozenCents)}</dd>
        </div>
      </dl>
      <Note who={`${opener} (${d.openedBy === "worker" ? "worker" : "employer"})`} text={d.openerNote} />
      {d.responseNote ? (
        <Note who={`${answerer} (${d.openedBy === "worker" ? "employer" : "worker"})`} text={d.responseNote} />
      ) : (
        !resolved && (
          <p className="text-slate-700">
            {d.canRespond ? "Add your side below: you can do it once." : `${answerer} has not added their side yet.`}
          </p>
        )
      )}
      {resolved && d.workerCents !== null && (
        <div className="rounded-lg bg-white p-3" data-testid="dispute-outcome">
          <p className="font-semibold text-slate-900">Decided by Gigline</p>
          <p className="text-slate-800">
            {d.workerName} receives {formatCents(d.workerCents)}; {formatCents(d.employerCents ?? 0)} goes back to {d.employerName}
            {d.awardFeeCents ? ` (service fee ${formatCents(d.awardFeeCents)})` : ""}.
          </p>
          <p className="break-words text-slate-700">Reason: {d.resolutionReason}</p>
        </div>
      )}
      {viewer !== "admin" && d.canRespond && <RespondForm id={d._id} />}
    </article>
  );
}

function Note({ who, text }: { who: string; text: string }) {
  return (
    <figure className="rounded-lg bg-white p-3">
      <figcaption className="text-xs font-medium text-slate-700">{who}</figcaption>
      <blockquote className="break-words whitespace-pre-line text-slate-900">{text}</blockquote>
    </figure>
  );
}

function RespondForm({ id }: { id: string }) {
  const [note, setNote] = useState("");
  const queryClient = useQueryClient();
  const respond = useApiMutation("dispute/respond", {
    refresh: false,
    success: "Your side was added.",
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DISPUTES_KEY }),
  });
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void respond.run({ id, note });
      }}
    >
      <Textarea
        label="Your side"
        value={note}
        maxLength={NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        hint={`At least ${NOTE_MIN} characters; an admin reads both sides.`}
      />
      <div>
        <Button size="sm" type="submit" disabled={note.trim().length < NOTE_MIN} loading={respond.isPending}>
          Add my side
        </Button>
      </div>
    </form>
  );
}
