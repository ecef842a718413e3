import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { CheckoutResult } from "@/components/payments/checkout-result";
import { TestModeBanner } from "@/components/payments/test-mode-banner";

export const metadata: Metadata = { title: "Checkout Failed" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  await requireUser();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <TestModeBanner />
      <CheckoutResult ok={false} />
    </div>
  );
}
