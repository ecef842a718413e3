"use client";
// Report one message of the other person to trust and safety: a reason from the list, optional details.
// Any message of theirs can be reported (the menu of each bubble, or the header's menu for the latest);
// one report per message and reporter: reporting it again replaces the reason (chat/report_message).
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { REPORT_REASON_MAX_CHARS } from "@/lib/chat/constants";
import { dayLabel, messageTime } from "@/components/chat/format";

export const REPORT_REASONS = [
  "Spam or scam",
  "Harassment or hate",
  "Asked to talk or pay outside Gigline",
  "Inappropriate photo",
  "Other",
];
export const REPORT_THANKS = "Thank you. Our trust and safety team will review this message.";

export type ReportTarget = { _id: string; content: string; contentType: string; createdAt: string };

export function ReportMessageDialog({
  otherName,
  target,
  onClose,
  onReported,
}: {
  otherName: string;
  target: ReportTarget | null;
  onClose: () => void;
  onReported: (messageId: string) => void;
}) {
  const [reason, setReason] = useState(REPORT_REASONS[0]);
  const [details, setDetails] = useState("");
  const report = useApiMutation("chat/report_message", {
    refresh: false,
    success: REPORT_THANKS,
    onSuccess: (_data, vars: { messageId: string; reason: string }) => {
      onReported(vars.messageId);
      setDetails("");
      onClose();
    },
  });

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title="Report message"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={report.isPending}
            onClick={() =>
              target && report.run({ messageId: target._id, reason: details.trim() ? `${reason}: ${details.trim()}` : reason })
            }
            data-testid="report-confirm"
          >
            Report
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">Report this message from {otherName} to Gigline&apos;s trust and safety team.</p>
      {target && (
        <blockquote
          className="mt-3 rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="report-quote"
        >
          <span className="line-clamp-3 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
            {target.contentType === "image" ? "Photo" : target.content}
          </span>
          <span className="mt-1 block text-xs text-slate-500" suppressHydrationWarning>
            {dayLabel(target.createdAt)} · {messageTime(target.createdAt)}
          </span>
        </blockquote>
      )}
      <fieldset className="mt-3 flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">Reason</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <label className="mt-3 block text-sm font-semibold text-slate-800" htmlFor="report-details">
        Details (optional)
      </label>
      <textarea
        id="report-details"
        value={details}
        maxLength={REPORT_REASON_MAX_CHARS - 60}
        onChange={(e) => setDetails(e.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        rows={3}
      />
    </Modal>
  );
}
