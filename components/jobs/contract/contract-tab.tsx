// The Contract tab. Its two parties see the contract cell; anyone else learns only that the job is filled
// (a provider who was not hired never sees someone else's contract).
import type { JobDto } from "@/lib/jobs/dto";
import { JOB_STATUS } from "@/lib/jobs/states";
import { EmptyState } from "@/components/ui/empty-state";
import { ContractCell } from "@/components/jobs/contract/contract-cell";
import type { Viewer } from "@/components/jobs/detail/job-detail";
import type { RosterKindName } from "@/lib/roster/schemas";

export const FILLED_TEXT = "This job has been filled.";

type Props = { job: JobDto; viewer: Viewer; rosterKind?: RosterKindName | null };

export function ContractTab({ job, viewer, rosterKind }: Props) {
  if (job.hire) return <ContractCell job={job} hire={job.hire} viewer={viewer} rosterKind={rosterKind} />;
  if (job.hired)
    return (
      <EmptyState title={FILLED_TEXT}>
        {job.myProposal ? "The employer hired someone else. Thank you for your proposal." : "Another employee was hired for this job."}
      </EmptyState>
    );
  if (job.status === JOB_STATUS.canceled)
    return <EmptyState title="No contract.">This job was cancelled before anyone was hired.</EmptyState>;
  return <EmptyState title="No contract yet.">Nobody has been hired for this job yet.</EmptyState>;
}
