import Link from "next/link";

/** The checkout result pages: Success (OK) and Failed (TRY AGAIN), both back to the subscription page. */
export function CheckoutResult({ ok }: { ok: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span
        aria-hidden
        className={`flex h-14 w-14 items-center justify-center rounded-full text-2xl ${ok ? "bg-green-100 text-green-700" : "bg-red-100 text-red-700"}`}
      >
        {ok ? "✓" : "✕"}
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{ok ? "Success" : "Failed"}</h1>
      <p className="text-slate-600">
        {ok
          ? "Thank you! Your purchase is complete. Your plan or credit updates as soon as the payment is confirmed."
          : "The purchase was cancelled or failed. You have not been charged."}
      </p>
      <Link href="/dashboard/subscription" className="rounded-lg bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {ok ? "OK" : "TRY AGAIN"}
      </Link>
    </div>
  );
}
