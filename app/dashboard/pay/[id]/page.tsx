import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { Avatar } from "@/components/ui/avatar";
import { formatLongDate } from "@/components/profile/format";
import { durationLabel, money, priceLabel, rateCaption } from "@/components/jobs/detail/labels";
import { AppError } from "@/lib/http/errors";
import { getJobDto } from "@/lib/jobs/queries";

export const metadata: Metadata = { title: "Process Payment" };

type Props = { params: Promise<{ id: string }> };

// Where completing a contract leads. The id is the job's. For now it shows what the employer is
// paying for; the payment itself (wallet, card, fee) comes with the money issue, so there is no Pay button.
// The layout is kept across client navigations, so each page checks the session itself.
export default async function PayPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const job = await getJobDto(id, { id: user.id, type: user.type }).catch((err) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  // only the employer pays, and only for a contract that exists
  if (!job.isOwner) notFound();
  const hire = job.hire;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Process Payment</h1>
        <p className="mt-1 text-slate-600">{job.title}</p>
      </div>
      {!hire ? (
        <EmptyState title="Nothing to pay for yet.">This job has no contract: nobody was hired.</EmptyState>
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="pay-summary">
          <h2 id="pay-summary" className="font-semibold text-slate-900">
            Contract summary
          </h2>
          <div className="mt-4 flex items-center gap-3">
            <Avatar src={hire.user.avatar || null} name={hire.user.name} size={48} />
            <div>
              <p className="font-semibold text-slate-900" data-testid="pay-employee">
                {hire.user.name}
              </p>
              {hire.user.title && <p className="text-sm text-slate-500">{hire.user.title}</p>}
            </div>
          </div>
          <dl className="mt-5 divide-y divide-slate-100 text-sm">
            {(
              [
                ["Contract", `${job.title} (#${hire._id})`, "pay-contract"],
                ["Start date", formatLongDate(hire.createdAt), "pay-start"],
                ["Duration", durationLabel(hire.duration, job.payType), "pay-duration"],
                [rateCaption(job.payType), priceLabel(hire.price, job.payType), "pay-rate"],
                ["Extra pay", money(hire.extraPay), "pay-extra"],
              ] as const
            ).map(([label, value, testId]) => (
              <div key={testId} className="flex justify-between gap-4 py-2.5">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-all text-right font-medium text-slate-800" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-3 text-base">
              <dt className="font-semibold text-slate-900">Total</dt>
              <dd className="font-bold text-slate-900" data-testid="pay-total">
                {hire.totalLabel}
              </dd>
            </div>
          </dl>
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800" role="note">
            Payments are not available yet: paying for contracts arrives with the money features (wallet, cards and fees). Nothing has been charged.
          </p>
        </section>
      )}
      <Link href={`/dashboard/detail-job/${job._id}?page=1`} className="self-start text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the contract
      </Link>
    </div>
  );
}
