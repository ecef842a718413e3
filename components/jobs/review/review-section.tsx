"use client";
// The review of a finished contract (only the employer writes it, once, after completion
// or cancellation; afterwards it is read-only — and shown to the hired employee too).
import type { JobDto } from "@/lib/jobs/dto";
import { canReview } from "@/lib/jobs/states";
import { formatLongDate } from "@/components/profile/format";
import { StarRow } from "@/components/jobs/review/star-input";
import { ReviewForm } from "@/components/jobs/review/review-form";
import type { Viewer } from "@/components/jobs/detail/job-detail";

export function ReviewSection({ job, viewer }: { job: JobDto; viewer: Viewer }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="contract-review">
      <h2 id="contract-review" className="font-semibold text-slate-900">
        Review
      </h2>
      {job.review ? (
        <ReviewView review={job.review} mine={job.isOwner} />
      ) : job.isOwner && canReview(job.status) ? (
        <ReviewForm
          path="job/write_review"
          jobId={job._id}
          label="Write a review"
          intro={`How did ${job.hire?.user.name ?? "the employee"} do? Your review is shown on their profile.`}
          placeholder="What went well? What could be better?"
        />
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
