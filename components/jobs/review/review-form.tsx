"use client";
// The form of a contract's review (stars and text), for both sides: the employer reviewing the worker and the
// worker reviewing the employer. What differs (the call, the form's label, the note above it, the text's
// example) comes as props.
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { StarInput } from "@/components/jobs/review/star-input";
import { useReviewForm, type ReviewPath } from "@/components/jobs/review/use-review-form";

export function ReviewForm({
  path,
  jobId,
  label,
  intro,
  placeholder,
}: {
  path: ReviewPath;
  jobId: string;
  /** the form's accessible name */
  label: string;
  /** the note above the stars */
  intro: React.ReactNode;
  placeholder: string;
}) {
  const f = useReviewForm(path, jobId);
  return (
    <form onSubmit={f.submit} noValidate className="mt-3 flex flex-col gap-4" aria-label={label}>
      <p className="text-sm text-slate-600">{intro}</p>
      <StarInput value={f.score} onChange={(v) => f.setScore(v)} error={f.errors.score} />
      <Textarea
        label="Review"
        rows={4}
        value={f.text}
        onChange={(e) => f.setText(e.target.value)}
        error={f.errors.text}
        placeholder={placeholder}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={f.pending}>
          Submit Review
        </Button>
      </div>
    </form>
  );
}
