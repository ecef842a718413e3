"use client";
// The job detail page: header, the two tabs (Overview plus Proposals (n) for the owner of
// an open job, otherwise Overview plus Contract), the about-employer box, and the footer actions while open.
import type { HiringAllowance } from "@/components/jobs/hiring-allowance";
import { useState } from "react";
import type { JobDto, Viewer } from "@/lib/jobs/dto";
import type { RosterKindName } from "@/lib/roster/schemas";
import { isJobOpen } from "@/lib/jobs/states";
import { NOT_SELECTED } from "@/lib/jobs/constants";
import { Tabs } from "@/components/ui/tabs";
import { AboutEmployer } from "@/components/jobs/about-employer";
import { JobOverview } from "@/components/jobs/detail/job-overview";
import { StatusBadge } from "@/components/jobs/detail/status-badge";
import { FooterActions } from "@/components/jobs/detail/footer-actions";
import { ProposalList } from "@/components/jobs/proposals/proposal-list";
import { ContractTab } from "@/components/jobs/contract/contract-tab";
import { detailTabs, type DetailTab } from "@/components/jobs/detail/tabs";
import { durationLabel, priceLabel } from "@/components/jobs/detail/labels";
import { isProposalDeclined, isInvitePending, isInviteDeclined } from "@/lib/jobs/proposal-states";
import { ShiftPanel } from "@/components/shifts/shift-panel";
import { FundingBadge } from "@/components/wallet/funding-badge";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";

/** who looks at the job (the job DTO's viewer); the detail's parts import it from here */
export type { Viewer };

export function JobDetail({
  job,
  viewer,
  initialTab,
  mapsKey,
  hiring,
  rosterKind,
}: {
  job: JobDto;
  viewer: Viewer;
  initialTab: 0 | 1;
  mapsKey: string;
  hiring?: HiringAllowance;
  /** the owner's team list the hired worker is in (undefined: no hired worker, or not the owner) */
  rosterKind?: RosterKindName | null;
}) {
  const tabs = detailTabs(job);
  const [index, setIndex] = useState<0 | 1>(initialTab);
  const current = tabs[index].value;

  // the tab goes into the URL (page=0|1) so a reload or a shared link opens the same tab
  const choose = (value: DetailTab) => {
    const i = tabs.findIndex((t) => t.value === value) === 1 ? 1 : 0;
    setIndex(i);
    const url = new URL(window.location.href);
    url.searchParams.set("page", String(i));
    window.history.replaceState(window.history.state, "", url);
  };

  const isOpen = isJobOpen(job.status);
  const isProvider = viewer.type === "provider";

  return (
    <div className="flex flex-col gap-6 pb-4">
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge job={job} />
          {job.remote && (
            <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-700" data-testid="job-remote-badge">
              Remote
            </span>
          )}
          {isProvider &&
            job.myProposal &&
            (isProposalDeclined(job.myProposal.status) ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{NOT_SELECTED}</span>
            ) : (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">Applied</span>
            ))}
          {isProvider && isOpen && isInvitePending(job.myInvite?.status) && !job.myProposal && (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-700">Invited</span>
          )}
          <span className="text-sm text-slate-500">Posted {job.postedAgo}</span>
        </div>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{job.title}</h1>
        <p className="mt-1 text-slate-600">
          <span className="font-semibold text-slate-800">{priceLabel(job.price, job.payType)}</span>
          <span className="mx-2 text-slate-300">·</span>
          {job.payType === "Hourly" ? "Hourly" : "Fixed price"}
          <span className="mx-2 text-slate-300">·</span>
          {durationLabel(job.duration, job.payType)}
          <span className="mx-2 text-slate-300">·</span>
          {job.type}
        </p>
        {isProvider && isOpen && isInvitePending(job.myInvite?.status) && !job.myProposal && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {job.creator.name || "The employer"} invited you to this job. Accept to send your proposal, or decline the invitation.
          </p>
        )}
        {isProvider && job.inviteFunded !== null && (
          <p
            className={`mt-3 rounded-lg px-3 py-2 text-sm ${job.inviteFunded ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
            data-testid="invite-funding"
          >
            <FundingBadge funding={job.inviteFunded ? "held" : "not_funded"} />{" "}
            {job.inviteFunded ? HOLD_MSG.InviteFunded : HOLD_MSG.InviteNotFunded}
          </p>
        )}
        {isProvider && job.myInvite && isInviteDeclined(job.myInvite.status) && (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            You declined the invitation to this job ({job.myInvite.reason}).
          </p>
        )}
      </header>

      {/* a hired one-time job's shift (nothing shows to anyone but its worker and its employer) */}
      {!isOpen && <ShiftPanel jobId={job._id} />}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-4">
          <Tabs tabs={tabs} value={current} onChange={choose} />
          <div role="tabpanel" aria-label={tabs[index].label}>
            {current === "overview" && <JobOverview job={job} viewer={viewer} mapsKey={mapsKey} />}
            {current === "proposals" && <ProposalList job={job} hiring={hiring} />}
            {current === "contract" && <ContractTab job={job} viewer={viewer} rosterKind={rosterKind} />}
          </div>
        </div>
        <aside className="flex flex-col gap-4">
          <AboutEmployer creator={job.creator} />
        </aside>
      </div>

      {/* footer actions show only while the job is open */}
      {isOpen && <FooterActions job={job} viewer={viewer} />}
    </div>
  );
}
