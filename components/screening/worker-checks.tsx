"use client";
// The worker's background checks: the partner's invitation while consent is still to give, the status and
// result, a dispute of a complete result, and who may see it (the ordering employer; everyone, as a badge).
import { useState } from "react";
import type { WorkerCheck } from "@/lib/screening/queries";
import { StepList } from "@/components/screening/step-list";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";

export function WorkerCheckList({ checks }: { checks: WorkerCheck[] }) {
  if (!checks.length) return <p className="text-sm text-slate-600">No employer has asked for a background check yet.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {checks.map((c) => (
        <WorkerCheckItem key={c._id} check={c} />
      ))}
    </ul>
  );
}

function WorkerCheckItem({ check: c }: { check: WorkerCheck }) {
  const share = useApiMutation("screening/share", { success: (d) => d.message });
  const dispute = useApiMutation("screening/dispute", { success: (d) => d.message });
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState("");
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="worker-check">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{c.employerName}</p>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{c.label}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {c.packageName} · asked {c.createdAt.slice(0, 10)}
        {c.completedAt ? ` · completed ${c.completedAt.slice(0, 10)}` : ""}
      </p>
      {c.invitationUrl && (
        <a href={c.invitationUrl} className="mt-3 inline-flex min-h-6 font-semibold text-brand-700 hover:underline">
          Give consent on the partner&apos;s page
        </a>
      )}
      <StepList steps={c.steps} />
      {c.result && (
        <fieldset className="mt-3 flex flex-col gap-2 text-sm text-slate-800">
          <legend className="mb-1 font-medium">Who may see the result</legend>
          <Toggle checked={c.sharedWithEmployer} onChange={(v) => void share.run({ checkId: c._id, sharedWithEmployer: v })}>
            {c.employerName}
          </Toggle>
          {c.canShowBadge && (
            <Toggle checked={c.publicBadge} onChange={(v) => void share.run({ checkId: c._id, publicBadge: v })}>
              Everyone: show &quot;Background check: clear&quot; on my profile and in matches
            </Toggle>
          )}
        </fieldset>
      )}
      {c.canDispute && !disputing && (
        <Button variant="secondary" className="mt-3" onClick={() => setDisputing(true)}>
          Dispute the result
        </Button>
      )}
      {disputing && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void dispute.run({ checkId: c._id, reason }).then((d) => d && setDisputing(false));
          }}
        >
          <Textarea label="What is wrong in the report?" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" loading={dispute.isPending}>
            Send dispute
          </Button>
        </form>
      )}
    </li>
  );
}

function Toggle({ checked, onChange, children }: { checked: boolean; onChange: (v: boolean) => void; children: React.ReactNode }) {
  return (
    <label className="flex min-h-6 items-center gap-2">
      <input type="checkbox" className="h-5 w-5" defaultChecked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
