import type { Metadata } from "next";
import { Icon } from "@/components/dashboard/icons";
import { BackgroundCheckForm } from "@/components/dashboard/background-check-form";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmployerCheckList, OrderCheckForm } from "@/components/screening/employer-checks";
import { WorkerCheckList } from "@/components/screening/worker-checks";
import { employerChecks, orderOptions, workerChecks } from "@/lib/screening/queries";

export const metadata: Metadata = { title: "Background Checks" };

const STEPS = [
  { title: "Connect your account", text: "Enter the account number of your Info Cubic account and press LOGIN." },
  { title: "Request a check", text: "When you hire for a job, ask for a background check of the person you choose." },
  {
    title: "Get the report",
    text: "Info Cubic screens the candidate and sends you the report. Checks are billed by Info Cubic to your account.",
  },
];

export default async function BackgroundChecksPage() {
  const user = await requireUser();
  if (user.type === "provider") return <WorkerChecksPage userId={user.id} />;
  const [options, checks] = await Promise.all([orderOptions(user.id), employerChecks(user.id)]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Background Checks</h1>
        <p className="mt-1 text-slate-500">
          Screen candidates through Gigline&apos;s screening partner, paid from your wallet, or with your own Info Cubic account.
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name="shield" className="h-6 w-6" />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">How it works</h2>
          </div>
          <ol className="mt-5 space-y-5">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium text-slate-800">{s.title}</p>
                  <p className="text-sm text-slate-500">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Info Cubic account</h2>
          <p className="mb-4 mt-1 text-sm text-slate-500">
            Background checks are ordered with your own Info Cubic account, at your own cost.
          </p>
          <BackgroundCheckForm accountNumber={user.infoCubicAccountNumber} />
        </section>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Checks you ordered</h2>
          <EmployerCheckList checks={checks} waitDays={options.adverseWaitDays} />
        </section>
        <section className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Order a check through Gigline</h2>
          <OrderCheckForm options={options} />
        </section>
      </div>
    </div>
  );
}

async function WorkerChecksPage({ userId }: { userId: string }) {
  const checks = await workerChecks(userId);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Background Checks</h1>
        <p className="mt-1 text-slate-600">
          Employers may ask for a background check through our screening partner. Nothing starts without your consent, you decide who sees
          the result, and you can dispute it.
        </p>
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Your checks</h2>
        <WorkerCheckList checks={checks} />
      </section>
    </div>
  );
}
