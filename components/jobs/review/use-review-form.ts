"use client";
// The state of a review form, for both reviews of a contract: the employer's of the worker (job/write_review)
// and the worker's of the employer (job/write_employer_review). The server's own schema checks it first.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { writeEmployerReviewSchema, writeReviewSchema } from "@/lib/reviews/schemas";

export const REVIEW_SUBMITTED = "Review submitted";

/** The two review calls, each with the schema its handler checks. */
const SCHEMAS = { "job/write_review": writeReviewSchema, "job/write_employer_review": writeEmployerReviewSchema } as const;
export type ReviewPath = keyof typeof SCHEMAS;

type Errors = { score?: string; text?: string };

export function useReviewForm(path: ReviewPath, jobId: string) {
  const [score, setScore] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const write = useApiMutation(path, { success: REVIEW_SUBMITTED });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // the server's own rules and messages: 'Please select a rating.' / 'Please write a review.'
    const parsed = SCHEMAS[path].safeParse({ id: jobId, score: score || undefined, text });
    if (!parsed.success) {
      const next: Errors = {};
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

  return { score, setScore, text, setText, errors, pending: write.isPending, submit };
}
