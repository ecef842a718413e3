"use client";
// The pay screen of an ongoing hourly contract: the unpaid hours by week (Sunday to Saturday, in the job's
// zone) with their amounts, "Pay through <last Saturday>" and "Pay hours so far" (job/pay_period), each behind
// a confirmation with the amount, the service fee and the total. The contract stays open; completing it is the
// page's separate "Complete contract" section. Figures are the server's (lib/money/pay/pay-period.ts); the total
// shown is sent back and refused if it went stale.
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { formatCents } from "@/lib/money/amounts/format";
import { dateText, dayKeyText, durationText } from "@/lib/time/format";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import type { PeriodQuote } from "@/lib/money/pay/pay-period";

type Quote = NonNullable<PeriodQuote>;
type Choice = "week" | "all";

export function PayPeriodPanel({ quote, canAddFunds }: { quote: Quote; canAddFunds: boolean }) {
  const router = useRouter();
  const [choice, setChoice] = useState<Choice | null>(null);
  const key = useIdempotencyKey();
  const pay = useApiMutation("job/pay_period", {
    success: WALLET_MSG.PeriodPaySuccess,
    onSuccess: () => {
      key.renew();
      setChoice(null);
    },
    onError: () => {
      setChoice(null);
      router.refresh();
    },
  });
  const picked = choice === "week" ? quote.week : choice === "all" ? quote.all : null;
  const weekLabel = `Pay through ${dayKeyText(quote.week.through)}`;
  const short = (total: number) => quote.balanceCents < total;

  return (
    <div className="flex flex-col gap-4">
      {quote.weeks.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="period-none">
          No unpaid hours. New tracked time shows here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="period-weeks">
          {quote.weeks.map((w) => (
            <li key={w.week} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">
                Week of {dayKeyText(w.week)} – {dayKeyText(w.lastDay)}
              </span>
              <span className="text-slate-600">
                {durationText(w.minutes * 60)} · {w.entries} entr{w.entries === 1 ? "y" : "ies"} ·{" "}
                <span className="font-semibold text-slate-900">{formatCents(w.subTotalCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {quote.all.entries > 0 && short(quote.all.totalCents) && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
          {WALLET_MSG.NotEnoughToPay}{" "}
          {canAddFunds && (
            <Link href="/dashboard/deposit" className="font-semibold underline">
              Add Funds
            </Link>
          )}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {quote.week.entries > 0 && (
          <Button
            variant="secondary"
            disabled={short(quote.week.totalCents)}
            onClick={() => setChoice("week")}
            data-testid="pay-period-week"
          >
            {weekLabel} ({formatCents(quote.week.totalCents)})
          </Button>
        )}
        <Button
          disabled={quote.all.entries === 0 || short(quote.all.totalCents)}
          loading={pay.isPending}
          onClick={() => setChoice("all")}
          data-testid="pay-period-all"
        >
          Pay hours so far{quote.all.entries > 0 ? ` (${formatCents(quote.all.totalCents)})` : ""}
        </Button>
      </div>
      {quote.payments.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold text-slate-900">Paid so far</h3>
          <ul className="mt-1 flex flex-col gap-1 text-slate-600" data-testid="period-payments">
            {quote.payments.map((p) => (
              <li key={p.journalId}>
                {dateText(p.paidAt, quote.timezone)}: {formatCents(p.amountCents)} for {p.entries} entr
                {p.entries === 1 ? "y" : "ies"}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={!!picked}
        title={choice === "week" ? weekLabel : "Pay hours so far"}
        message={
          picked && (
            <div className="flex flex-col gap-3">
              <p>{WALLET_MSG.ConfirmPayPeriod}</p>
              <dl className="divide-y divide-slate-100 text-sm" data-testid="period-confirm">
                <Row
                  label="Hours"
                  value={`${durationText(picked.minutes * 60)} (${picked.entries} entr${picked.entries === 1 ? "y" : "ies"})`}
                />
                <Row label="Amount" value={formatCents(picked.subTotalCents)} />
                <Row label={`Service fee (${picked.feePercent}%)`} value={formatCents(picked.feeCents)} />
                <Row label="Total" value={formatCents(picked.totalCents)} strong />
              </dl>
            </div>
          )
        }
        confirmLabel={picked ? `Pay ${formatCents(picked.totalCents)}` : "Pay"}
        cancelLabel="Cancel"
        loading={pay.isPending}
        onClose={() => setChoice(null)}
        onConfirm={() =>
          picked &&
          choice &&
          pay.run({ jobId: quote.job.id, through: choice, total: picked.totalCents / 100, idempotencyKey: key.current() })
        }
      />
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "font-bold text-slate-900" : "font-medium text-slate-800"}>{value}</dd>
    </div>
  );
}
