"use client";
// "Fund" on a Not funded contract (the payment screen's holds list, the contract's pay screen): job/fund_contract
// places its hold from the balance; a balance that does not cover it shows what is missing and a deposit link.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";

export function FundContractButton({ jobId, title }: { jobId: string; title: string }) {
  const [short, setShort] = useState<string | null>(null);
  const key = useIdempotencyKey();
  const fund = useApiMutation("job/fund_contract", {
    success: (d) => d.message,
    onSuccess: () => key.renew(),
    onError: (err) => {
      key.renew();
      setShort(err.message);
    },
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        loading={fund.isPending}
        onClick={() => {
          setShort(null);
          void fund.run({ jobId, idempotencyKey: key.current() });
        }}
        aria-label={`Fund ${title}`}
        data-testid="fund-contract"
      >
        Fund
      </Button>
      {short && (
        <p className="text-right text-xs text-slate-600" role="status">
          <Link href="/dashboard/deposit" className="font-medium text-brand-700 underline">
            Deposit
          </Link>{" "}
          to fund it.
        </p>
      )}
    </div>
  );
}
