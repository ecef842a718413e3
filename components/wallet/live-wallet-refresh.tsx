"use client";
// Reloads the page's server figures when money reaches the signed-in person: the "payment_received"
// notification event that job/pay_job and job/pay_period write in their transaction (delivered when it
// commits, over the tab's one realtime connection). Used by the Earning screen (balance, Total Earned, the
// transactions); renders nothing.
import { useRouter } from "next/navigation";
import { useRealtime } from "@/hooks/use-realtime";
import { isPaymentReceived } from "@/lib/money/ledger/live";

export function LiveWalletRefresh() {
  const router = useRouter();
  useRealtime((e) => {
    if (isPaymentReceived(e)) router.refresh();
  });
  return null;
}
