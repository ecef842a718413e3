"use client";
// The footer of an open job (footer actions show only while the job is open).
// Owner: Edit and Cancel job. Provider: Apply (or their proposal with Withdraw), Save/Unsave, and for an
// unanswered invitation Accept (Apply as an invite reply) and Decline.
import { useState } from "react";
import Link from "next/link";
import type { JobDto } from "@/lib/jobs/dto";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/dashboard/icons";
import { ApplyModal } from "@/components/jobs/apply/apply-modal";
import { DeclineInviteModal } from "@/components/jobs/invites/decline-invite-modal";
import type { Viewer } from "@/components/jobs/detail/job-detail";
import { isInvitePending } from "@/lib/jobs/proposal-states";

export const CANCEL_JOB_CONFIRM = "Are you sure you want to cancel this job?";

export function FooterActions({ job, viewer }: { job: JobDto; viewer: Viewer }) {
  if (job.isOwner) return <OwnerActions job={job} />;
  if (viewer.type === "provider") return <ProviderActions job={job} />;
  return null;
}

// Modals are rendered next to the bar, not inside it: a sticky (or filtered) parent would become the
// containing block of their fixed overlay.
function Bar({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-testid="job-footer"
      className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-end gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg"
    >
      {children}
    </div>
  );
}

function OwnerActions({ job }: { job: JobDto }) {
  const [confirm, setConfirm] = useState(false);
  const cancel = useApiMutation("job/cancel_job", { success: "Job cancelled", onSuccess: () => setConfirm(false) });
  return (
    <>
      <Bar>
        <Link
          href={`/dashboard/recommend-employees/${job._id}`}
          className="mr-auto inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Icon name="user" className="h-4 w-4" />
          Recommended employees
        </Link>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          Cancel job
        </Button>
        <Link
          href={`/dashboard/job?id=${job._id}`}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Icon name="pencil" className="h-4 w-4" />
          Edit
        </Link>
      </Bar>
      <ConfirmDialog
        open={confirm}
        title="Cancel job"
        message={CANCEL_JOB_CONFIRM}
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.run({ id: job._id })}
        onClose={() => setConfirm(false)}
      />
    </>
  );
}

function ProviderActions({ job }: { job: JobDto }) {
  const [modal, setModal] = useState<null | "apply" | "accept" | "decline">(null);
  const invited = isInvitePending(job.myInvite?.status) && !job.myProposal;
  const save = useApiMutation((favorite: boolean) => api(favorite ? "job/favorite" : "job/unfavorite", { id: job._id }), {
    success: (_, favorite) => (favorite ? "Job saved" : "Job removed from saved jobs"),
  });

  return (
    <>
      <Bar>
        <Button
          variant="secondary"
          onClick={() => save.run(!job.isFavorite)}
          loading={save.isPending}
          aria-pressed={job.isFavorite}
          aria-label={job.isFavorite ? "Unsave job" : "Save job"}
          className="mr-auto"
        >
          <Icon name="heart" className={`h-4 w-4 ${job.isFavorite ? "fill-rose-500 text-rose-500" : ""}`} />
          {job.isFavorite ? "Unsave" : "Save"}
        </Button>
        {invited ? (
          <>
            <Button variant="secondary" onClick={() => setModal("decline")}>
              Decline
            </Button>
            <Button onClick={() => setModal("accept")}>Accept</Button>
          </>
        ) : job.myProposal ? (
          <Button variant="secondary" onClick={() => setModal("apply")}>
            View proposal
          </Button>
        ) : (
          <Button onClick={() => setModal("apply")}>Apply</Button>
        )}
      </Bar>
      <ApplyModal job={job} open={modal === "apply" || modal === "accept"} isInvite={modal === "accept"} onClose={() => setModal(null)} />
      <DeclineInviteModal jobId={job._id} open={modal === "decline"} onClose={() => setModal(null)} />
    </>
  );
}
