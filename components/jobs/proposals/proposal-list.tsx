"use client";
// The Proposals (n) tab of an open job, for its owner: the filters All (every proposal not declined) /
// Shortlisted / Declined with their counts, one cell per proposal with Shortlist and Decline (a reason is
// required; declining is final, so a declined proposal has no Hire), the Hire
// flow (confirm price and duration → job/hire; no credit → the ask-buy-credit confirm → subscription), and
// the invitations sent with their answers (an invitee without a proposal cannot be hired: no Hire button).
import { useState } from "react";
import Link from "next/link";
import type { JobDto, ProposalDto } from "@/lib/jobs/dto";
import { EmptyState } from "@/components/ui/empty-state";
import { Avatar } from "@/components/ui/avatar";
import { ProposalCell } from "@/components/jobs/proposals/proposal-cell";
import { HireDialog, type HireTarget } from "@/components/jobs/proposals/hire-dialog";
import { DeclineProposalModal } from "@/components/jobs/proposals/decline-proposal-modal";
import type { HiringAllowance } from "@/components/jobs/hiring-allowance";
import { isProposalDeclined, isShortlisted, isInvitePending, isInviteDeclined, isInviteAccepted } from "@/lib/jobs/proposal-states";

export function ProposalList({ job, hiring }: { job: JobDto; hiring?: HiringAllowance }) {
  const proposals: ProposalDto[] = Array.isArray(job.proposals) ? job.proposals : [];
  const [target, setTarget] = useState<HireTarget | null>(null);
  const [declining, setDeclining] = useState<{ id: string; name: string } | null>(null);
  const [filter, setFilter] = useState<ProposalFilter>("all");
  const counts = {
    all: proposals.filter((p) => !isProposalDeclined(p.status)).length,
    shortlisted: proposals.filter((p) => isShortlisted(p.status)).length,
    declined: proposals.filter((p) => isProposalDeclined(p.status)).length,
  };
  const shown = proposals.filter((p) => (filter === "all" ? !isProposalDeclined(p.status) : p.status === filter));
  // invitees who have not sent a proposal show their invited state only: a hire needs the person's
  // proposal (accepting an invitation sends one), so there is no Hire button for them
  const pendingInvites = job.invites.filter((i) => isInvitePending(i.status) && !proposals.some((p) => p.creator._id === i.employee._id));
  const answered = job.invites.filter((i) => !isInvitePending(i.status));

  return (
    <div className="flex flex-col gap-4">
      {proposals.length === 0 ? (
        <EmptyState title="No proposals yet.">
          Proposals appear here as employees apply.{" "}
          <Link href={`/dashboard/recommend-employees/${job._id}`} className="font-semibold text-brand-700 hover:underline">
            Invite recommended employees
          </Link>
        </EmptyState>
      ) : (
        <>
          <div role="group" aria-label="Show proposals" className="flex flex-wrap gap-2" data-testid="proposal-filters">
            {PROPOSAL_FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className={`min-h-9 rounded-full border px-4 py-1.5 text-sm font-medium ${
                  filter === f.value
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                }`}
              >
                {f.label} ({counts[f.value]})
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState title={PROPOSAL_FILTERS.find((f) => f.value === filter)!.empty} />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Proposals">
              {shown.map((p) => (
                <li key={p._id}>
                  <ProposalCell
                    proposal={p}
                    job={job}
                    onHire={() => setTarget({ userId: p.creator._id, name: p.creator.name, price: p.price, duration: p.duration })}
                    onDecline={() => setDeclining({ id: p._id, name: p.creator.name })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {(pendingInvites.length > 0 || answered.length > 0) && (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="job-invitations">
          <h2 id="job-invitations" className="font-semibold text-slate-900">
            Invitations
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {[...pendingInvites, ...answered].map((i) => (
              <li key={i._id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                <Avatar src={i.employee.avatar || null} name={i.employee.name} size={32} />
                <Link href={`/dashboard/detail-employee/${i.employee._id}`} className="font-medium text-slate-800 hover:underline">
                  {i.employee.name}
                </Link>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    isInvitePending(i.status)
                      ? "bg-amber-50 text-amber-700"
                      : isInviteAccepted(i.status)
                        ? "bg-emerald-50 text-emerald-700"
                        : "bg-slate-100 text-slate-600"
                  }`}
                >
                  {isInvitePending(i.status) ? "Waiting for an answer" : isInviteAccepted(i.status) ? "Accepted" : "Declined"}
                </span>
                {isInviteDeclined(i.status) && i.reason && <span className="text-slate-500">“{i.reason}”</span>}
                {isInvitePending(i.status) && (
                  <span className="ml-auto text-xs text-slate-500" data-testid="invite-no-proposal">
                    Invited · can be hired once they send a proposal
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <HireDialog job={job} target={target} hiring={hiring} onClose={() => setTarget(null)} />
      <DeclineProposalModal target={declining} onClose={() => setDeclining(null)} />
    </div>
  );
}

type ProposalFilter = "all" | "shortlisted" | "declined";

const PROPOSAL_FILTERS: { value: ProposalFilter; label: string; empty: string }[] = [
  { value: "all", label: "All", empty: "Every proposal has been declined." },
  { value: "shortlisted", label: "Shortlisted", empty: "No shortlisted proposals." },
  { value: "declined", label: "Declined", empty: "No declined proposals." },
];
