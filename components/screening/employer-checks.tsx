"use client";
// The employer's background checks: order one for a worker (package and price from the settings, paid from the
// wallet), follow each check's status, and on a "consider" result take the FCRA adverse-action steps in order.
import { useState } from "react";
import type { EmployerCheck, orderOptions } from "@/lib/screening/queries";
import { StepList } from "@/components/screening/step-list";
import { ADVERSE_STEP, type AdverseStepName } from "@/lib/screening/states";
import { Button } from "@/components/ui/button";
import { Select, Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { formatCents } from "@/lib/money/amounts/format";

type Options = Awaited<ReturnType<typeof orderOptions>>;

export function OrderCheckForm({ options }: { options: Options }) {
  const [workerId, setWorkerId] = useState(options.workers[0]?._id ?? "");
  const [packageSlug, setPackageSlug] = useState(options.packages[0]?.slug ?? "");
  const key = useIdempotencyKey();
  const order = useApiMutation("screening/order", { success: (d) => d.message, onSuccess: () => key.renew() });
  if (options.mode === "off") return <p className="text-sm text-slate-600">Background checks are not configured on this server.</p>;
  if (!options.workers.length)
    return (
      <p className="text-sm text-slate-600">
        You can order a check for people who applied to, were invited to or were hired for your jobs.
      </p>
    );
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void order.run({ workerId, packageSlug, idempotencyKey: key.current() });
      }}
    >
      <Select label="Worker" value={workerId} onChange={(e) => setWorkerId(e.target.value)}>
        {options.workers.map((w) => (
          <option key={w._id} value={w._id}>
            {w.name}
          </option>
        ))}
      </Select>
      <Select label="Package" value={packageSlug} onChange={(e) => setPackageSlug(e.target.value)}>
        {options.packages.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}: {formatCents(p.priceCents)}
          </option>
        ))}
      </Select>
      <p className="text-sm text-slate-600">
        The price is paid from your wallet. The worker gets an invitation from our screening partner and nothing starts without their
        consent.
      </p>
      <Button type="submit" loading={order.isPending}>
        Order check
      </Button>
    </form>
  );
}

export function EmployerCheckList({ checks, waitDays }: { checks: EmployerCheck[]; waitDays: number }) {
  if (!checks.length) return <p className="text-sm text-slate-600">No checks ordered yet.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {checks.map((c) => (
        <li key={c._id} className="rounded-xl border border-slate-200 p-4" data-testid="employer-check">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">{c.workerName}</p>
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{c.label}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {c.packageName} · {formatCents(c.priceCents)} · ordered {c.createdAt.slice(0, 10)}
            {c.completedAt ? ` · completed ${c.completedAt.slice(0, 10)}` : ""}
          </p>
          {c.disputeReason && <p className="mt-1 text-sm text-slate-700">The worker disputes the result: {c.disputeReason}</p>}
          <StepList steps={c.steps} />
          {(c.can.preAdverse || c.can.proceed || c.finalNoticeFrom) && <AdverseActions check={c} waitDays={waitDays} />}
        </li>
      ))}
    </ul>
  );
}

function AdverseActions({ check, waitDays }: { check: EmployerCheck; waitDays: number }) {
  const [note, setNote] = useState("");
  const step = useApiMutation("screening/adverse_action", { success: "Saved" });
  const run = (s: AdverseStepName) => void step.run({ checkId: check._id, step: s, note });
  const open = check.can.preAdverse || check.can.finalNotice || check.can.proceed;
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg bg-amber-50 p-3">
      <p className="text-sm text-amber-900">
        The decision is yours. Before deciding against this person because of the report, send the pre-adverse notice, wait {waitDays} days
        for their answer, then send the final notice.
        {check.finalNoticeFrom && !check.can.finalNotice && open
          ? ` The final notice can be sent from ${check.finalNoticeFrom.slice(0, 10)}.`
          : ""}
      </p>
      {open && (
        <>
          <Textarea label="Note to the worker (optional)" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            {check.can.preAdverse && (
              <Button onClick={() => run(ADVERSE_STEP.preAdverse)} loading={step.isPending}>
                Send pre-adverse notice
              </Button>
            )}
            {check.can.finalNotice && (
              <Button onClick={() => run(ADVERSE_STEP.finalNotice)} loading={step.isPending}>
                Send final notice
              </Button>
            )}
            {check.can.proceed && (
              <Button variant="secondary" onClick={() => run(ADVERSE_STEP.proceed)} loading={step.isPending}>
                Proceed with this worker
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
