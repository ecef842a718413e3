// What the employer's empty OPEN tab says: "Post your first job" only to an employer who has none at all; one
// whose jobs are all hired or finished is asked to post another. Pure, so it is unit-tested.
export type JobCounts = { open: number; active: number; completed: number };

export type EmptyAction = { href: string; label: string };

export function employerOpenEmpty(counts: JobCounts): { title: string; text: string; action: EmptyAction } {
  const any = counts.open + counts.active + counts.completed > 0;
  return any
    ? {
        title: "No open jobs.",
        text: "None of your jobs is open right now. Post a job when you need someone again.",
        action: { href: "/dashboard/job", label: "Post a job" },
      }
    : {
        title: "No open jobs yet.",
        text: "Post a job to start receiving proposals from skilled people near you.",
        action: { href: "/dashboard/job", label: "Post your first job" },
      };
}
