"use client";
// "Automatic payouts" on the withdraw screen: off, daily or weekly (a day of the week), and the balance to keep.
// The sweep (lib/money/payouts/auto-payout.ts) pays what is above that balance as a free standard withdrawal to
// the account of the person's last withdrawal.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { keepNumberChars } from "@/lib/money/amounts/parse";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { MAX_AMOUNT_DOLLARS } from "@/lib/money/ledger/wallet-schemas";
import { AUTO_PAYOUT, type AutoPayoutSchedule } from "@/lib/money/ledger/wallet-states";
import type { AutoPayoutDto } from "@/lib/money/payouts/auto-payout";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const LABEL: Record<AutoPayoutSchedule, string> = { off: "Off", daily: "Daily", weekly: "Weekly" };

export function AutoPayoutCard({ initial }: { initial: AutoPayoutDto }) {
  const [schedule, setSchedule] = useState<AutoPayoutSchedule>(initial.schedule);
  const [weekday, setWeekday] = useState(initial.weekday);
  const [threshold, setThreshold] = useState(String(initial.threshold));
  const [error, setError] = useState<string>();
  const save = useApiMutation("withdraw/auto_payout", {
    success: (d: Record<string, unknown>) => (typeof d.message === "string" ? d.message : WALLET_MSG.AutoSaved),
  });
  const on = schedule !== AUTO_PAYOUT.off;
  const when =
    schedule === AUTO_PAYOUT.daily ? `every day from ${initial.hourUtc}:00 UTC` : `every ${DAYS[weekday]} from ${initial.hourUtc}:00 UTC`;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const message = decimalMessage(threshold || "0", { invalid: WALLET_MSG.InvalidThreshold, allowZero: true, max: MAX_AMOUNT_DOLLARS });
    setError(message ?? undefined);
    if (message) return;
    void save.run({ schedule, weekday, threshold: threshold || "0" });
  };

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="auto-payout-title"
      data-testid="auto-payout-card"
    >
      <h2 id="auto-payout-title" className="font-semibold text-slate-900">
        Automatic payouts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {initial.destination
          ? `We send what is above the balance you keep to ${initial.destination} (your last withdrawal's account), free.`
          : WALLET_MSG.AutoNeedsDestination}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4" aria-label="Automatic payouts">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Payout" value={schedule} onChange={(e) => setSchedule(e.target.value as AutoPayoutSchedule)}>
            {(Object.keys(LABEL) as AutoPayoutSchedule[]).map((s) => (
              <option key={s} value={s}>
                {LABEL[s]}
              </option>
            ))}
          </Select>
          {schedule === AUTO_PAYOUT.weekly && (
            <Select label="Day" value={String(weekday)} onChange={(e) => setWeekday(Number(e.target.value))}>
              {DAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </Select>
          )}
        </div>
        {on && (
          <Input
            label="Balance to keep (USD)"
            inputMode="decimal"
            autoComplete="off"
            value={threshold}
            onChange={(e) => {
              setThreshold(keepNumberChars(e.target.value));
              setError(undefined);
            }}
            error={error}
            hint={`Paid out ${when}: everything above this balance.`}
          />
        )}
        <Button type="submit" loading={save.isPending} className="self-end" disabled={on && !initial.destination}>
          Save
        </Button>
      </form>
    </section>
  );
}
