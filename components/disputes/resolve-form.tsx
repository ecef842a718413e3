"use client";
// The console's decision on an open dispute (admin/resolve_dispute): who gets the frozen pay (all to the worker,
// all back to the employer, or a split with the worker's amount), and why (a template plus free text). The
// service fee is charged pro rata on what the worker receives; the rest of the frozen cents goes back.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { formatCents } from "@/lib/money/amounts/format";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { awardSplit, REASON_MIN } from "@/lib/disputes/states";
import { RESOLUTION_TEMPLATES } from "@/lib/disputes/reasons";

type Who = "worker" | "employer" | "split";

export function ResolveDisputeForm({ id, frozenCents, frozenFeeCents }: { id: string; frozenCents: number; frozenFeeCents: number }) {
  const payCents = frozenCents - frozenFeeCents;
  const [who, setWho] = useState<Who>("split");
  const [amount, setAmount] = useState("");
  const [template, setTemplate] = useState("");
  const [text, setText] = useState("");
  const resolve = useApiMutation("admin/resolve_dispute", {
    success: "Dispute resolved: both sides were told.",
    fallbackError: "Could not resolve the dispute",
  });
  const splitCents = Number.isFinite(Number(amount)) && amount.trim() !== "" ? dollarsToCents(Number(amount)) : NaN;
  const workerCents = who === "worker" ? payCents : who === "employer" ? 0 : splitCents;
  const valid = Number.isInteger(workerCents) && workerCents >= 0 && workerCents <= payCents;
  const reason = [template, text.trim()].filter(Boolean).join(" ");
  const split = valid ? awardSplit({ frozenCents, frozenFeeCents }, workerCents) : null;
  const options: [Who, string][] = [
    ["worker", `All to the worker (${formatCents(payCents)})`],
    ["employer", `All back to the employer (${formatCents(frozenCents)})`],
    ["split", "Split"],
  ];
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      aria-label="Resolve the dispute"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void resolve.run({ id, workerCents, reason });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Who gets the frozen pay</legend>
        <div className="mt-2 flex flex-col gap-2">
          {options.map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="who"
                value={value}
                checked={who === value}
                onChange={() => setWho(value)}
                className="accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {who === "split" && (
        <Input
          label="The worker receives (dollars)"
          type="number"
          inputMode="decimal"
          min={0}
          max={payCents / 100}
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={`Between $0.00 and ${formatCents(payCents)}.`}
        />
      )}
      {split && (
        <p className="text-sm text-slate-800" data-testid="resolve-preview">
          Worker {formatCents(split.workerCents)} · service fee {formatCents(split.feeCents)} · back to the employer{" "}
          {formatCents(split.employerCents)}
        </p>
      )}
      <Select label="Reason" value={template} onChange={(e) => setTemplate(e.target.value)}>
        <option value="">Choose a reason (or write one below)</option>
        {RESOLUTION_TEMPLATES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>
      <Textarea label="More detail (both sides read it)" value={text} maxLength={800} onChange={(e) => setText(e.target.value)} />
      <div>
        <Button type="submit" size="sm" disabled={!valid || reason.length < REASON_MIN} loading={resolve.isPending}>
          Resolve dispute
        </Button>
      </div>
    </form>
  );
}
