// Activity on this job: proposals with their count label (proposalCountLabel: '5 of 10', '50 +'), invites sent and
// unanswered invites (invitations still in status sent).
import type { JobDto } from "@/lib/jobs/dto";

export function ActivityBox({ job }: { job: Pick<JobDto, "proposalsLabel" | "invitesSent" | "unansweredInvites"> }) {
  const rows: [string, string, string][] = [
    ["Proposals", job.proposalsLabel, "activity-proposals"],
    ["Invites sent", String(job.invitesSent), "activity-invites-sent"],
    ["Unanswered invites", String(job.unansweredInvites), "activity-unanswered-invites"],
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="job-activity">
      <h2 id="job-activity" className="font-semibold text-slate-900">
        Activity on this job
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {rows.map(([label, value, id]) => (
          // the number above its label; dt stays first for screen readers
          <div key={label} className="flex flex-col-reverse rounded-xl bg-slate-50 px-3 py-3 text-center">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
