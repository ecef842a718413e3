"use client";
// The review of a finished contract (only the employer writes it, once, after completion
// or cancellation; afterwards it is read-only — and shown to the hired employee too).
import { useState } from "react";
import type { JobDto } from "@/lib/jobs/dto";
import { canReview } from "@/lib/jobs/states";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { writeReviewSchema } from "@/lib/reviews/schemas";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { formatLongDate } from "@/components/profile/format";
import { StarInput, StarRow } from "@/components/jobs/review/star-input";
import type { Viewer } from "@/components/jobs/detail/job-detail";

export const REVIEW_SUBMITTED = "Review submitted";

export function ReviewSection({ job, viewer }: { job: JobDto; viewer: Viewer }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="contract-review">
      <h2 id="contract-review" className="font-semibold text-slate-900">
        Review
      </h2>
      {job.review ? (
        <ReviewView review={job.review} mine={job.isOwner} />
      ) : job.isOwner && canReview(job.status) ? (
        <ReviewForm jobId={job._id} name={job.hire?.user.name ?? "the employee"} />
      ) : (
        <p className="mt-2 text-sm text-slate-500">
          {viewer.type === "provider" ? "Your employer has not reviewed this contract yet." : "No review yet."}
        </p>
      )}
    </section>
  );
}

function ReviewView({ review, mine }: { review: NonNullable<JobDto["review"]>; mine: boolean }) {
  return (
    <div className="mt-2" data-testid="review-view">
      <div className="flex flex-wrap items-center gap-3">
        <StarRow score={review.score} />
        <span className="text-sm text-slate-500">{formatLongDate(review.createdAt)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{review.text}</p>
      <p className="mt-2 text-xs text-slate-400">{mine ? "Your review of this contract." : "The employer's review of your work."}</p>
    </div>
  );
}

function ReviewForm({ jobId, name }: { jobId: string; name: string }) {
  const [score, setScore] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ score?: string; text?: string }>({});
  const write = useApiMutation("job/write_review", { success: REVIEW_SUBMITTED });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // the server's own rules and messages: 'Please select a rating.' / 'Please write a review.'
    const parsed = writeReviewSchema.safeParse({ id: jobId, score: score || undefined, text });
    if (!parsed.success) {
      const next: { score?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0];
        if ((k === "score" || k === "text") && !next[k]) next[k] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await write.run(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4" aria-label="Write a review">
      <p className="text-sm text-slate-600">How did {name} do? Your review is shown on their profile.</p>
      <StarInput value={score} onChange={(v) => setScore(v)} error={errors.score} />
      <Textarea
        label="Review"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        placeholder="What went well? What could be better?"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={write.isPending}>
          Submit Review
        </Button>
      </div>
    </form>
  );
}
