"use client";
// The worker's review of the employer, under the employer's review of the worker once the contract has
// ended. The hired worker writes it (stars and text) within 14 days of the end and then reads it back with
// when it is published; the employer sees that it exists and when it appears, and its content once published
// (lib/reviews/write-employer-review.ts: blind, so neither side can answer the other's review).
import type { JobDto, EmployerReviewDto } from "@/lib/jobs/dto";
import { EMPLOYER_REVIEW_MSG } from "@/lib/reviews/constants";
import { formatLongDate } from "@/components/profile/format";
import { StarRow } from "@/components/jobs/review/star-input";
import { ReviewForm } from "@/components/jobs/review/review-form";

export function EmployerReviewSection({ job }: { job: JobDto }) {
  const hire = job.hire;
  if (!hire) return null;
  const employer = job.creator.name?.trim() || "the employer";
  const worker = hire.user.name?.trim() || "this worker";
  const review = job.employerReview;
  const deadline = hire.employerReviewDeadline;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="employer-review"
      data-testid="employer-review"
    >
      <h2 id="employer-review" className="font-semibold text-slate-900">
        {job.isOwner ? `${worker}'s review of you` : review ? "Your review of the employer" : "Review the employer"}
      </h2>
      {job.isOwner ? (
        <OwnerView review={review} worker={worker} reviewed={Boolean(job.review)} />
      ) : review ? (
        <WriterView review={review} employer={employer} />
      ) : deadline && hire.employerReviewOpen ? (
        <EmployerReviewForm jobId={job._id} employer={employer} deadline={deadline} />
      ) : (
        <p className="mt-2 text-sm text-slate-500">{EMPLOYER_REVIEW_MSG.WindowClosed}</p>
      )}
    </section>
  );
}

function ReviewBody({ score, text }: { score: number; text: string }) {
  return (
    <>
      <StarRow score={score} />
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{text}</p>
    </>
  );
}

function WriterView({ review, employer }: { review: EmployerReviewDto; employer: string }) {
  return (
    <div className="mt-2" data-testid="employer-review-view">
      {review.score !== null && <ReviewBody score={review.score} text={review.text ?? ""} />}
      <p className="mt-2 text-xs text-slate-500" data-testid="employer-review-status">
        {review.published
          ? `Your review of ${employer}, published ${formatLongDate(review.publishedAt!)}.`
          : `Your review will be published when ${employer} reviews you or on ${formatLongDate(review.publishedAt!)}.`}
      </p>
    </div>
  );
}

function OwnerView({ review, worker, reviewed }: { review: JobDto["employerReview"]; worker: string; reviewed: boolean }) {
  if (!review) return <p className="mt-2 text-sm text-slate-500">{worker} has not reviewed you for this contract.</p>;
  if (!review.published || review.score === null)
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="employer-review-hidden">
        {reviewed
          ? `A review of you will appear on ${formatLongDate(review.publishedAt!)}.`
          : `A review of you will appear when you review this worker, or on ${formatLongDate(review.publishedAt!)}.`}
      </p>
    );
  if (review.hidden) return <p className="mt-2 text-sm text-slate-600">Gigline has hidden this review after a report.</p>;
  return (
    <div className="mt-2" data-testid="employer-review-view">
      <ReviewBody score={review.score} text={review.text ?? ""} />
      <p className="mt-2 text-xs text-slate-500">
        Published {formatLongDate(review.publishedAt!)} · it counts towards your rating as an employer.
      </p>
    </div>
  );
}

function EmployerReviewForm({ jobId, employer, deadline }: { jobId: string; employer: string; deadline: string }) {
  return (
    <ReviewForm
      path="job/write_employer_review"
      jobId={jobId}
      label="Review the employer"
      intro={
        <>
          How was working for {employer}? You can write one review until{" "}
          <strong className="font-semibold text-slate-800">{formatLongDate(deadline)}</strong>. It stays hidden from {employer} until they
          review you or that day comes.
        </>
      }
      placeholder="Were the instructions clear? Were you paid on time?"
    />
  );
}
