"use client";
// One proposal cell: name, rating, price, duration, Message, Shortlist, Decline and Hire (a declined one:
// its reason instead, no actions but Message), the
// cover text and screening answers with Read more / Show less past 300 characters, and an 'Invited'
// mark when the proposal answered an invitation. On a posting for several workers, an applicant hired already
// shows a link to their contract instead of Hire.
import { useState } from "react";
import Link from "next/link";
import type { JobDto, ProposalDto } from "@/lib/jobs/dto";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Stars } from "@/components/profile/stars";
import { Icon } from "@/components/dashboard/icons";
import { formatLongDate } from "@/components/profile/format";
import { clipProposal, needsReadMore } from "@/components/jobs/proposals/read-more";
import { durationLabel, priceLabel } from "@/components/jobs/detail/labels";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { SHORTLIST_MSG } from "@/lib/jobs/messages";
import { isProposalDeclined, isShortlisted } from "@/lib/jobs/proposal-states";

export function ProposalCell({
  proposal: p,
  job,
  onHire,
  onDecline,
}: {
  proposal: ProposalDto;
  job: JobDto;
  onHire: () => void;
  onDecline: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shortlisted = isShortlisted(p.status);
  const declined = isProposalDeclined(p.status);
  const shortlist = useApiMutation("job/shortlist_proposal", { success: shortlisted ? SHORTLIST_MSG.removed : SHORTLIST_MSG.added });
  const long = needsReadMore(p.coverText, p.screenAnswers);
  const shown = expanded ? { coverText: p.coverText, answers: p.screenAnswers } : clipProposal(p.coverText, p.screenAnswers);
  const who = p.creator;
  const hire = job.hires.find((h) => h.user._id === who._id);
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label={`Proposal from ${who.name}`}
      data-testid="proposal-cell"
    >
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={who.avatar || null} name={who.name} size={52} />
        <div className="min-w-[12rem] flex-1 [overflow-wrap:anywhere]">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`/dashboard/detail-employee/${who._id}`}
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {who.name}
            </Link>
            {p.isInvite && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700">Invited</span>}
            {shortlisted && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">Shortlisted</span>}
            {declined && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Declined</span>}
          </div>
          {who.title && <p className="truncate text-sm text-slate-600">{who.title}</p>}
          <div className="mt-1">
            <Stars score={who.reviewScore} count={who.reviewCount} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/dashboard/chat/${who._id}`}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Icon name="chat" className="h-4 w-4" />
            Message
          </Link>
          {!declined && (
            <>
              <Button
                variant="secondary"
                aria-pressed={shortlisted}
                loading={shortlist.isPending}
                onClick={() => shortlist.run({ id: p._id })}
              >
                <StarMark filled={shortlisted} />
                Shortlist
              </Button>
              <Button variant="secondary" onClick={onDecline} className="text-red-700">
                Decline
              </Button>
              {hire ? (
                <Link
                  href={`/dashboard/detail-job/${hire.jobId}`}
                  className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Hired: see the contract
                </Link>
              ) : (
                <Button onClick={onHire}>Hire</Button>
              )}
            </>
          )}
        </div>
      </div>
      {declined && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="proposal-declined">
          Declined{p.answeredAt ? ` ${formatLongDate(p.answeredAt)}` : ""}
          {p.declineReason ? `: ${p.declineReason}` : ""}. The employee was told it was not selected.
        </p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">Price</dt>
          <dd className="font-medium text-slate-800">{priceLabel(p.price, job.payType)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">Duration</dt>
          <dd className="font-medium text-slate-800">{durationLabel(p.duration, job.payType)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">Sent</dt>
          <dd className="font-medium text-slate-800">{formatLongDate(p.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-4 text-sm text-slate-700" data-testid="proposal-text">
        <p className="whitespace-pre-line">{shown.coverText}</p>
        {shown.answers.length > 0 && (
          <dl className="mt-3 flex flex-col gap-2">
            {shown.answers.map((a, i) => (
              <div key={i}>
                <dt className="font-medium text-slate-800">{job.screenQuestions[i]?.question ?? `Question ${i + 1}`}</dt>
                <dd className="whitespace-pre-line text-slate-600">
                  {a || <span className="italic text-slate-500">Not answered (optional)</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {long && (
          <button
            type="button"
            onClick={() => setExpanded((e) => !e)}
            className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
            aria-expanded={expanded}
          >
            {expanded ? "Show less" : "Read more"}
          </button>
        )}
      </div>
    </article>
  );
}

function StarMark({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden className={filled ? "text-amber-500" : "text-slate-400"}>
      <path
        d="M10 1.8l2.5 5.1 5.6.8-4 3.9.9 5.6L10 14.6l-5 2.6.9-5.6-4-3.9 5.6-.8L10 1.8z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
