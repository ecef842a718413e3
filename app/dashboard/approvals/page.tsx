import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { ApprovalsView } from "@/app/dashboard/approvals/approvals-view";

export const metadata: Metadata = { title: "Approvals" };

// The employer's hours to approve (docs/money.md, Approval). The layout is kept across client navigations, so
// the page checks the session itself; times are shown in the viewer's zone, so the list is read in the browser.
export default async function Page() {
  const user = await requireUser();
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Approvals</h1>
      {user.type === "customer" ? (
        <>
          <p className="text-sm text-slate-600">
            Approve the hours your workers submit, or adjust them with a reason. Hours you do not act on are approved automatically 24 hours
            after they were submitted. Approving pays the worker from your wallet at once.
          </p>
          <ApprovalsView />
        </>
      ) : (
        <EmptyState title="Only employers approve hours.">
          Your submitted hours and their status are on each job&apos;s timesheet.
        </EmptyState>
      )}
    </div>
  );
}
