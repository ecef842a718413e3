// In place of a money form that would only fail: the processor it needs is neither configured nor the chosen
// sandbox on this server (lib/money/processor-base/mode.ts; its calls answer 503 with the same sentence).
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";

export function PaymentsOffNotice({ title = PAY_MSG.NotConfigured, children }: { title?: string; children?: React.ReactNode }) {
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:p-6"
      data-testid="payments-off"
    >
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 break-words">{children}</div>}
    </section>
  );
}
