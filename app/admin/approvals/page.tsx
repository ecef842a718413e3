// /admin/approvals: the four-eyes requests waiting for a second admin (bans, wallet corrections over $500),
// oldest first, each with Approve and Reject for any admin but its requester (lib/admin/ops/approvals.ts).
import type { Metadata } from "next";
import { requireAdmin } from "@/app/admin/_lib/access";
import { Notice } from "@/app/admin/queues/notice";
import { listPendingApprovals, type PendingApprovalRow } from "@/lib/admin/ops/approvals";
import { APPROVAL_KIND, CORRECTION_DIRECTION } from "@/lib/admin/ops/states";
import type { CorrectionPayload } from "@/lib/admin/ops/wallet-correction";
import { formatCents } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import { ApprovalActions } from "./approval-actions";

export const metadata: Metadata = { title: "Approvals | Gigline operations" };
export const dynamic = "force-dynamic";

export default async function ApprovalsPage() {
  const access = await requireAdmin("/admin/approvals");
  if (!access.ok) return <Notice text={access.message} />;
  const rows = await listPendingApprovals();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Approvals</h1>
      <p className="text-sm text-slate-600">
        Bans and wallet corrections over $500 need a second admin. You cannot decide your own requests.
      </p>
      {rows.length === 0 && <p className="text-slate-600">Nothing is waiting.</p>}
      {rows.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="approval-rows">
          {rows.map((r) => (
            <li key={r._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <h2 className="font-semibold text-slate-900">{what(r)}</h2>
              <p className="mt-1 break-words text-slate-600">
                {r.targetName} ({r.targetEmail}) · asked by {r.requestedByName} on{" "}
                {formatDate(r.requestedAt, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </p>
              <p className="mt-2 break-words whitespace-pre-line text-slate-800">{r.reason}</p>
              <ApprovalActions approvalId={r._id} own={r.requestedById === access.adminId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function what(r: PendingApprovalRow) {
  if (r.kind === APPROVAL_KIND.ban) return "Close the account (ban)";
  const p = r.payload as CorrectionPayload;
  return `Wallet correction: ${p.direction === CORRECTION_DIRECTION.credit ? "add" : "take"} ${formatCents(p.amountCents)}`;
}
