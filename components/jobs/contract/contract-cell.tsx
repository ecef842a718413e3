"use client";
// The contract cell: status, id, dates, rate or amount, duration, extra pay, total (computed by the API, lib/jobs/format),
// the other party with Message, the cover letter, a fixed price's delivery (delivery-panel.tsx); the employer completes
// (then /dashboard/pay/{id}) or cancels (not once delivered) while in progress; the reviews both ways once it has ended.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { HireDto, JobDto } from "@/lib/jobs/dto";
import { canJob, canReview } from "@/lib/jobs/states";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/dashboard/icons";
import { formatLongDate } from "@/components/profile/format";
import { StatusBadge } from "@/components/jobs/detail/status-badge";
import { durationLabel, money, priceLabel, rateCaption } from "@/components/jobs/detail/labels";
import { ReviewSection } from "@/components/jobs/review/review-section";
import { EmployerReviewSection } from "@/components/jobs/review/employer-review-section";
import type { Viewer } from "@/components/jobs/detail/job-detail";
import type { RosterKindName } from "@/lib/roster/schemas";
import { RosterActions } from "@/components/roster/roster-actions";
import { ContractNotFunded, FundingBadge } from "@/components/wallet/funding-badge";
import { DeliveryPanel } from "@/components/jobs/contract/delivery-panel";

export const COMPLETE_CONFIRM = "Are you sure you want to complete this contract?";
export const CANCEL_CONTRACT_CONFIRM = "Are you sure you want to cancel this contract?";

type Props = { job: JobDto; hire: HireDto; viewer: Viewer; rosterKind?: RosterKindName | null };

export function ContractCell({ job, hire, viewer, rosterKind }: Props) {
  const router = useRouter();
  const [confirm, setConfirm] = useState<null | "complete" | "cancel">(null);
  // the employer completes or cancels while the contract is in progress; its review comes once it has ended
  const inProgress = canJob("complete_contract", job.status);
  const reviewable = canReview(job.status);
  // holds: Funded / Not funded while in progress (nothing for a contract from before holds)
  const funding = inProgress && hire.funding !== "none" ? hire.funding : null;
  // the employer sees the hired employee; the employee sees the employer
  const other = job.isOwner
    ? {
        id: hire.user._id,
        name: hire.user.name,
        avatar: hire.user.avatar,
        subtitle: hire.user.title,
        href: `/dashboard/detail-employee/${hire.user._id}`,
      }
    : {
        id: job.creator._id,
        name: job.creator.name || "Unnamed Employer",
        avatar: job.creator.avatar,
        subtitle: "Employer",
        href: `/dashboard/detail-employer/${job.creator._id}`,
      };
  const endedAt = hire.completedAt ?? hire.canceledAt;

  const complete = useApiMutation(() => api("job/complete_contract", { id: job._id }), {
    success: "Job completed",
    // completing leads to the pay screen
    refresh: false,
    onSuccess: () => {
      setConfirm(null);
      router.push(`/dashboard/pay/${job._id}`);
    },
  });
  const cancel = useApiMutation(() => api("job/cancel_contract", { id: job._id }), {
    success: "Job cancelled",
    onSuccess: () => setConfirm(null),
  });

  const facts: [string, string, string][] = [
    ["Contract ID", hire._id, "contract-id"],
    ["Since", formatLongDate(hire.createdAt), "contract-since"],
    [hire.canceledAt ? "Cancelled" : "Completed", endedAt ? formatLongDate(endedAt) : "—", "contract-ended"],
    [rateCaption(job.payType), priceLabel(hire.price, job.payType), "contract-rate"],
    ["Duration", durationLabel(hire.duration, job.payType), "contract-duration"],
    ["Extra pay", money(hire.extraPay), "contract-extra-pay"],
  ];

  return (
    <div className="flex flex-col gap-4">
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label="Contract" data-testid="contract-cell">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 className="font-semibold text-slate-900">Contract</h2>
            <StatusBadge job={job} />
            {funding && <FundingBadge funding={funding} />}
          </div>
          <p className="text-right">
            <span className="block text-xs font-semibold uppercase tracking-wide text-slate-400">Total</span>
            <span className="text-xl font-bold text-slate-900" data-testid="contract-total">
              {hire.totalLabel}
            </span>
          </p>
        </div>

        {funding === "not_funded" && <ContractNotFunded jobId={job._id} title={job.title} owner={job.isOwner} />}
        <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3">
          {facts.map(([label, value, id]) => (
            <div key={id} className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
              <dd className="mt-0.5 break-words text-sm font-medium text-slate-800" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3">
          <Avatar src={other.avatar || null} name={other.name} size={44} />
          <div className="min-w-0 flex-1 break-words">
            <Link href={other.href} className="font-semibold text-slate-900 hover:underline" data-testid="contract-counterpart">
              {other.name}
            </Link>
            {other.subtitle && <p className="truncate text-sm text-slate-500">{other.subtitle}</p>}
          </div>
          <Link
            href={`/dashboard/chat/${other.id}`}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Icon name="chat" className="h-4 w-4" />
            Message
          </Link>
          {job.isOwner && rosterKind !== undefined && (
            <RosterActions worker={{ _id: hire.user._id, name: hire.user.name }} kind={rosterKind} showBlock={false} />
          )}
          {job.payType !== "Fixed" && (
            <Link
              href={`/dashboard/time-sheet?project=${job._id}`}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Icon name="clock" className="h-4 w-4" />
              Timesheet
            </Link>
          )}
        </div>

        {(hire.coverText || hire.screenAnswers.length > 0) && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-slate-800">Cover letter</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{hire.coverText}</p>
            {hire.screenAnswers.length > 0 && (
              <dl className="mt-3 flex flex-col gap-2 text-sm">
                {hire.screenAnswers.map((a, i) => (
                  <div key={i}>
                    <dt className="font-medium text-slate-800">{job.screenQuestions[i]?.question ?? `Question ${i + 1}`}</dt>
                    <dd className="whitespace-pre-line text-slate-600">
                      {a || <span className="italic text-slate-500">Not answered (optional)</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )}

        <DeliveryPanel job={job} hire={hire} active={inProgress} />
        {job.isOwner && inProgress && (
          <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
            <Button variant="danger" hidden={hire.delivery !== null} onClick={() => setConfirm("cancel")}>
              Cancel
            </Button>
            {/* an hourly contract is paid as it goes (its hours so far) and stays open */}
            {job.payType === "Hourly" && (
              <Link
                href={`/dashboard/pay/${job._id}`}
                className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Pay hours
              </Link>
            )}
            <Button onClick={() => setConfirm("complete")}>Complete</Button>
          </div>
        )}
      </article>

      {reviewable && <ReviewSection job={job} viewer={viewer} />}
      {reviewable && <EmployerReviewSection job={job} />}

      <ConfirmDialog
        open={confirm === "complete"}
        title="Complete contract"
        message={COMPLETE_CONFIRM}
        loading={complete.isPending}
        onConfirm={() => complete.run()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === "cancel"}
        title="Cancel contract"
        message={CANCEL_CONTRACT_CONFIRM}
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.run()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
