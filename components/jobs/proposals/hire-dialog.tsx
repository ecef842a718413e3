"use client";
// Hire: confirm the price and duration of the person's proposal, then job/hire. The terms are the
// proposal's and are not editable: nobody is hired at a price they did not propose (the API refuses it).
// Opening a contract needs credit or a non-free level; the API answers 402 { needCredit } and we
// ask the employer to buy credit, which leads to /dashboard/subscription.
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { JobDto } from "@/lib/jobs/dto";
import { ApiError } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { durationLabel, priceLabel, rateCaption } from "@/components/jobs/detail/labels";
import { contractTotalCents, dollarsToCents } from "@/lib/jobs/format";
import { formatCents } from "@/lib/money/format";

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
  // the same rule as the contract's total: Fixed = price, Hourly = rate × hours
  const total = contractTotalCents({ payType: job.payType, price: dollarsToCents(target.price), duration: target.duration });

  const hire = useApiMutation("job/hire", {
    success: `Job started: ${target.name} is hired.`,
    onSuccess: onClose,
    onError: (err) => {
      if (!(err instanceof ApiError && err.status === 402 && err.data?.needCredit)) return false;
      onNeedCredit(err.message);
      return true;
    },
  });

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
          <Button loading={hire.isPending} onClick={() => hire.run({ id: job._id, userId: target.userId, price: target.price, duration: target.duration })}>
            Hire
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Confirm the terms of the contract for <span className="font-semibold text-slate-800">{job.title}</span>. They are those of {target.name}&apos;s proposal.
        </p>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{rateCaption(job.payType)}</dt>
            <dd className="font-semibold text-slate-900" data-testid="hire-price">
              {priceLabel(target.price, job.payType)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Duration</dt>
            <dd className="font-semibold text-slate-900" data-testid="hire-duration">
              {durationLabel(target.duration, job.payType)}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600" data-testid="hire-total">
          Contract total: <span className="font-semibold text-slate-900">{formatCents(total)}</span>
        </p>
      </div>
    </Modal>
  );
}
