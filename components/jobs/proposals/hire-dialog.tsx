"use client";
// Hire: confirm (and if need be change) the price and duration taken from the proposal, then job/hire.
// spec §4: opening a contract needs credit or a non-free level; the API answers 402 { needCredit } and we
// ask the employer to buy credit, which leads to /dashboard/subscription.
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { JobDto } from "@/lib/jobs/dto";
import { api, ApiError } from "@/lib/api-client";
import { hireSchema } from "@/lib/contracts/schemas";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { durationUnit, money } from "@/components/jobs/detail/labels";

export type HireTarget = { userId: string; name: string; price: number; duration: number };

export const BUY_CREDIT_PROMPT = "You need credit (or a paid membership) to hire. Would you like to buy credit now?";

export function HireDialog({ job, target, onClose }: { job: JobDto; target: HireTarget | null; onClose: () => void }) {
  const router = useRouter();
  const [askCredit, setAskCredit] = useState<string | null>(null);
  return (
    <>
      {target && (
        <HireForm
          key={target.userId}
          job={job}
          target={target}
          onClose={onClose}
          onNeedCredit={(message) => {
            onClose();
            setAskCredit(message);
          }}
        />
      )}
      <ConfirmDialog
        open={askCredit !== null}
        title="Buy credit"
        message={
          <>
            <p>{askCredit}</p>
            <p className="mt-2">{BUY_CREDIT_PROMPT}</p>
          </>
        }
        confirmLabel="Buy Credit"
        cancelLabel="Not now"
        onConfirm={() => {
          setAskCredit(null);
          router.push("/dashboard/subscription");
        }}
        onClose={() => setAskCredit(null)}
      />
    </>
  );
}

function HireForm({ job, target, onClose, onNeedCredit }: { job: JobDto; target: HireTarget; onClose: () => void; onNeedCredit: (m: string) => void }) {
  const router = useRouter();
  const toast = useToast();
  const [price, setPrice] = useState(String(target.price));
  const [duration, setDuration] = useState(String(target.duration));
  const [errors, setErrors] = useState<{ price?: string; duration?: string }>({});
  const [busy, setBusy] = useState(false);
  const hourly = job.payType === "Hourly";
  const total = Number(price) * Number(duration);

  const hire = async () => {
    const parsed = hireSchema.safeParse({ id: job._id, userId: target.userId, price, duration });
    if (!parsed.success) {
      const e: { price?: string; duration?: string } = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0];
        if ((k === "price" || k === "duration") && !e[k]) e[k] = issue.message;
      }
      setErrors(e);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api("job/hire", parsed.data);
      toast.success(`Job started: ${target.name} is hired.`);
      onClose();
      router.refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status === 402 && err.data?.needCredit) onNeedCredit(err.message);
      else toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Hire ${target.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={hire}>
            Hire
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Confirm the terms of the contract for <span className="font-semibold text-slate-800">{job.title}</span>. They come from the proposal; you can change them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={hourly ? "Hourly rate ($)" : "Price ($)"}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value.replace(/[^0-9.]/g, ""))}
            error={errors.price}
          />
          <Input
            label={`Duration (${durationUnit(job.payType)})`}
            inputMode="numeric"
            value={duration}
            onChange={(e) => setDuration(e.target.value.replace(/[^0-9]/g, ""))}
            error={errors.duration}
          />
        </div>
        <p className="text-sm text-slate-600" data-testid="hire-total">
          Contract total: <span className="font-semibold text-slate-900">{Number.isFinite(total) ? money(total) : "—"}</span>
        </p>
      </div>
    </Modal>
  );
}
