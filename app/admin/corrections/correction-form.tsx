"use client";
// A wallet correction (admin/wallet_correction): credit or debit, an amount and a required reason. The form
// keeps one idempotency key until the call succeeds, so a double click or a retry posts once.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { api, ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money/amounts/format";
import { REASON_TEMPLATES } from "@/lib/admin/messages";

const field = "mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
const newKey = () => `correction-${crypto.randomUUID()}`;

export function CorrectionForm({ userId }: { userId: string }) {
  const router = useRouter();
  const ids = { amount: useId(), reason: useId(), direction: useId() };
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    setDone("");
    try {
      const out = await api("admin/wallet_correction", { userId, direction, amount, reason, idempotencyKey: key });
      setDone(
        out.correction
          ? `Posted. The wallet holds ${formatCents(out.correction.balanceAfterCents)}.`
          : "Over $500: the correction waits for a second admin on the Approvals page.",
      );
      setKey(newKey());
      setAmount("");
      setReason("");
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Wallet correction">
      <fieldset>
        <legend className="text-sm text-slate-700">Direction</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(["credit", "debit"] as const).map((d) => (
            <label key={d} className="flex items-center gap-2">
              <input type="radio" name={ids.direction} value={d} checked={direction === d} onChange={() => setDirection(d)} />
              {d === "credit" ? "Credit (add to the wallet)" : "Debit (take from the wallet)"}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.amount} className="text-sm text-slate-700">
        Amount in dollars
        <input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className={field} required />
      </label>
      <label htmlFor={ids.reason} className="text-sm text-slate-700">
        Reason (the person reads it)
        <textarea id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} className={field} rows={3} required />
      </label>
      <p className="text-xs text-slate-600">
        Start from:{" "}
        {REASON_TEMPLATES.slice(0, 1).map((t) => (
          <button key={t} type="button" className="text-brand-700 underline" onClick={() => setReason(t)}>
            {t}
          </button>
        ))}
      </p>
      <div>
        <Button type="submit" loading={busy}>
          Correct the wallet
        </Button>
      </div>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="text-sm font-medium text-slate-900" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
