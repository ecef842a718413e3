"use client";
// "Complete contract" on an ongoing hourly contract's pay screen when every tracked hour was paid by period and
// nothing else is owed: job/complete_contract ends it without a payment (there is nothing to pay).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";

export function CompleteContractButton({ jobId }: { jobId: string }) {
  const [confirm, setConfirm] = useState(false);
  const complete = useApiMutation("job/complete_contract", {
    success: "Contract completed.",
    onSuccess: () => setConfirm(false),
    onError: () => {
      setConfirm(false);
    },
  });
  return (
    <div className="mt-5 flex flex-col gap-3">
      <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800" role="status" data-testid="pay-nothing-left">
        {WALLET_MSG.NothingLeftToPay}
      </p>
      <div className="flex justify-end">
        <Button loading={complete.isPending || complete.isSuccess} onClick={() => setConfirm(true)} data-testid="complete-contract">
          Complete contract
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        title="Complete contract"
        message="This will complete the job. Every tracked hour is already paid, so no further payment is made. Do you want to proceed?"
        loading={complete.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => complete.run({ id: jobId })}
      />
    </div>
  );
}
