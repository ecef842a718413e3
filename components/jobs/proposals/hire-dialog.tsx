"use client";
// Hire: confirm the price and duration of the person's proposal, then job/hire. The terms are the
// proposal's and are not editable: nobody is hired at a price they did not propose (the API refuses it).
// Opening a contract needs credit or a non-free level: the dialog shows the employer's plan or hire credits
// up front; if the API still answers 402 { needCredit } we show its message once, and the confirm leads to
// /dashboard/subscription (One hire credit or a plan).
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { JobDto } from "@/lib/jobs/dto";
import { ApiError } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { durationLabel, priceLabel, rateCaption } from "@/components/jobs/detail/labels";
import { contractTotalCents } from "@/lib/jobs/format";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { formatCents } from "@/lib/money/amounts/format";
import { HiringAllowanceNote, type HiringAllowance } from "@/components/jobs/hiring-allowance";

export type HireTarget = { userId: string; name: string; price: number; duration: number };

export function HireDialog({
  job,
  target,
  hiring,
  onClose,
}: {
  job: JobDto;
  target: HireTarget | null;
  hiring?: HiringAllowance;
  onClose: () => void;
}) {
  const router = useRouter();
  const [askCredit, setAskCredit] = useState<string | null>(null);
  return (
    <>
      {target && (
        <HireForm
          key={target.userId}
          job={job}
          target={target}
          hiring={hiring}
          onClose={onClose}
          onNeedCredit={(message) => {
            onClose();
            setAskCredit(message);
          }}
        />
      )}
      <ConfirmDialog
        open={askCredit !== null}
        title="Buy a hire credit"
        // the API's message alone: it already says what to do
        message={<p data-testid="need-credit-message">{askCredit}</p>}
        confirmLabel="Buy One hire credit or a plan"
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

function HireForm({
  job,
  target,
  hiring,
  onClose,
  onNeedCredit,
}: {
  job: JobDto;
  target: HireTarget;
  hiring?: HiringAllowance;
  onClose: () => void;
  onNeedCredit: (m: string) => void;
}) {
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
          <Button
            loading={hire.isPending}
            onClick={() => hire.run({ id: job._id, userId: target.userId, price: target.price, duration: target.duration })}
          >
            Hire
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Confirm the terms of the contract for <span className="font-semibold text-slate-800">{job.title}</span>. They are those of{" "}
          {target.name}&apos;s proposal.
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
        {hiring && <HiringAllowanceNote allowance={hiring} context="hire" />}
      </div>
    </Modal>
  );
}
