"use client";
// "Report this review": the employer a worker's review is about tells trust and safety what is wrong with it,
// once per review (job/report_review). After the report the button says so.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";

export function ReportReviewButton({ reviewId, reported }: { reviewId: string; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const report = useApiMutation("job/report_review", { success: "Thank you. Our trust and safety team will review it." });
  if (reported) return <p className="mt-2 text-xs text-slate-600">You reported this review.</p>;
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className="mt-2 min-h-6 text-xs font-medium text-brand-700 hover:underline">
        Report this review
      </button>
    );
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void report.run({ reviewId, reason });
      }}
    >
      <Textarea label="What is wrong with this review?" maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" loading={report.isPending}>
          Send report
        </Button>
        <Button size="sm" variant="secondary" type="button" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
