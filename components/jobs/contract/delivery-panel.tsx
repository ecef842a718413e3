"use client";
// Fixed-price delivery on the contract cell (docs/money.md, Fixed-price delivery). The worker marks the work
// delivered with a note, then reads when it is accepted automatically; the employer reads the note, accepts and
// pays the contract's total, sees the countdown to the automatic acceptance, or disputes it with a note and the
// amount they agree to pay (dollars in the field, integer cents to contract/dispute_delivery). Once accepted,
// both read "Accepted" (and "Waiting for funds" while an automatic acceptance waits for the employer's deposit).
// On an hourly contract the panel is the disputes of its hours, if any.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDisputeUpdates } from "@/components/disputes/use-dispute-updates";
import type { HireDto, JobDto } from "@/lib/jobs/dto";
import { api, callApi } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { dateTimeText } from "@/lib/contracts/delivery-format";
import { autoAcceptText, DELIVERY, DELIVERY_NOTE_MAX } from "@/lib/contracts/delivery-states";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { keepNumberChars, parseDecimal } from "@/lib/money/amounts/parse";
import { formatCents } from "@/lib/money/amounts/format";
import { JobDisputes } from "@/components/disputes/job-disputes";

type Props = { job: JobDto; hire: HireDto; active: boolean };

const box = "mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4";

export function DeliveryPanel({ job, hire, active }: Props) {
  const router = useRouter();
  // a dispute of the delivery opened by the employer, answered, or decided by an admin shows at once
  useDisputeUpdates(job._id, () => router.refresh());
  // an hourly contract has no delivery; the disputes of its hours show here (and on its timesheet screen)
  if (job.payType !== "Fixed") return <JobDisputes jobId={job._id} viewer={job.isOwner ? "employer" : "worker"} className="mt-4" />;
  const d = hire.delivery;
  if (!d) return !job.isOwner && active ? <DeliverForm jobId={job._id} /> : null;
  const employerName = job.isOwner ? "you" : job.creator.name || "the employer";
  return (
    <section className={box} aria-label="Delivery" data-testid="delivery-panel">
      <h3 className="text-sm font-semibold text-slate-900">Delivery</h3>
      {d.status === DELIVERY.accepted && (
        <p className="text-sm font-semibold text-emerald-700" role="status" data-testid="delivery-accepted">
          Accepted{d.decidedAt ? ` ${dateTimeText(d.decidedAt)}` : ""}
          {d.byEmployer ? "" : " (automatically)"}
        </p>
      )}
      {d.status === DELIVERY.accepted && d.awaitingFunds && <AwaitingFunds owner={job.isOwner} totalLabel={hire.totalLabel} />}
      {d.status === DELIVERY.disputed && (
        <p className="text-sm font-semibold text-amber-800" role="status" data-testid="delivery-disputed">
          Disputed: an admin settles what is paid.
        </p>
      )}
      {d.status === DELIVERY.disputed && <JobDisputes jobId={job._id} viewer={job.isOwner ? "employer" : "worker"} />}
      {d.status === DELIVERY.delivered && (
        <p className="text-sm text-slate-700" data-testid="delivery-status">
          Delivered {d.deliveredAt ? dateTimeText(d.deliveredAt) : ""} · accepted automatically on{" "}
          {d.autoAcceptAt ? dateTimeText(d.autoAcceptAt) : ""} unless {employerName} {job.isOwner ? "dispute" : "disputes"}
        </p>
      )}
      {d.note && (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Delivery note</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800" data-testid="delivery-note">
            {d.note}
          </p>
        </div>
      )}
      {job.isOwner && d.status === DELIVERY.delivered && (
        <EmployerActions jobId={job._id} total={hire.total} totalLabel={hire.totalLabel} autoAcceptAt={d.autoAcceptAt} />
      )}
    </section>
  );
}

/** An accepted delivery the employer's wallet could not pay yet: the delivery sweep pays it once funds arrive. */
function AwaitingFunds({ owner, totalLabel }: { owner: boolean; totalLabel: string }) {
  return (
    <p className="text-sm text-amber-800" data-testid="delivery-awaiting-funds">
      {owner ? (
        <>
          Waiting for funds: your wallet cannot pay {totalLabel} and its fee yet.{" "}
          <Link href="/dashboard/deposit" className="font-medium text-brand-700 underline">
            Deposit
          </Link>{" "}
          and it is paid automatically.
        </>
      ) : (
        "Waiting for the employer's funds: it is paid automatically once their wallet covers it."
      )}
    </p>
  );
}

function DeliverForm({ jobId }: { jobId: string }) {
  const [note, setNote] = useState("");
  const deliver = useApiMutation(() => api("contract/deliver", { jobId, note }), { success: "Marked as delivered" });
  return (
    <form
      className={box}
      aria-label="Mark as delivered"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void deliver.run();
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">Finished the work?</h3>
      <Textarea
        label="Delivery note"
        hint="What you delivered and where the employer finds it. They have 72 hours to accept or dispute; then it is accepted automatically."
        value={note}
        maxLength={DELIVERY_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" className="self-end" loading={deliver.isPending}>
        Mark as delivered
      </Button>
    </form>
  );
}

function EmployerActions(p: { jobId: string; total: number; totalLabel: string; autoAcceptAt: string | null }) {
  const { jobId, totalLabel, autoAcceptAt } = p;
  const [disputing, setDisputing] = useState(false);
  const accept = useApiMutation(() => api("contract/accept_delivery", { jobId }), { success: "Delivery accepted and paid" });
  return (
    <div className="flex flex-col gap-3">
      {autoAcceptAt && (
        <p className="text-sm font-medium text-slate-800" data-testid="delivery-countdown" suppressHydrationWarning>
          {autoAcceptText(autoAcceptAt)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setDisputing((v) => !v)} aria-expanded={disputing}>
          Dispute
        </Button>
        <Button onClick={() => void accept.run()} loading={accept.isPending}>
          Accept and pay {totalLabel}
        </Button>
      </div>
      {disputing && <DisputeForm jobId={jobId} max={p.total} />}
    </div>
  );
}

function DisputeForm({ jobId, max }: { jobId: string; max: number }) {
  const [note, setNote] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useApiMutation((v: { note: string; payCents: number }) => callApi("contract/dispute_delivery", { jobId, ...v }), {
    success: "Delivery disputed",
  });
  return (
    <form
      className="flex flex-col gap-3 border-t border-slate-200 pt-3"
      aria-label="Dispute the delivery"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const message = decimalMessage(amount || "0", {
          invalid: `Enter the amount you agree to pay, from $0 to the contract's total.`,
          max,
          allowZero: true,
        });
        setError(message ?? undefined);
        const parsed = parseDecimal(amount || "0");
        if (!message && parsed.ok) void send.run({ note, payCents: dollarsToCents(parsed.value) });
      }}
    >
      <Textarea
        label="What is wrong with the delivery"
        value={note}
        maxLength={DELIVERY_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
      />
      <Input
        label="Amount you agree to pay (USD)"
        hint={`Paid to the worker now; the rest stays held until an admin decides. ${formatCents(0)} if nothing.`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(keepNumberChars(e.target.value));
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" variant="danger" className="self-end" loading={send.isPending}>
        Send dispute
      </Button>
    </form>
  );
}
