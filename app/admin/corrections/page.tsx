// /admin/corrections: find an account by e-mail, see its wallet and its last corrections, and correct it by a
// ledger journal (lib/admin/ops/wallet-correction.ts; over $500 it waits for a second admin).
import type { Metadata } from "next";
import { requireAdmin } from "@/app/admin/_lib/access";
import { Notice } from "@/app/admin/queues/notice";
import { db } from "@/lib/db";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { formatCents } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import { CORRECTION_JOURNAL_KIND } from "@/lib/admin/ops/wallet-correction";
import { CorrectionForm } from "./correction-form";

export const metadata: Metadata = { title: "Wallet corrections | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CorrectionsPage({ searchParams }: Props) {
  const access = await requireAdmin("/admin/corrections");
  if (!access.ok) return <Notice text={access.message} />;
  const raw = (await searchParams).email;
  const email = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  const user = email
    ? await db.user.findFirst({
        where: { email, deletedAt: null },
        select: { id: true, firstName: true, lastName: true, email: true, type: true },
      })
    : null;
  const balance = user ? await walletBalanceCents(user.id) : 0;
  const recent = user
    ? await db.ledgerJournal.findMany({
        where: { kind: CORRECTION_JOURNAL_KIND, userId: user.id },
        orderBy: { createdAt: "desc" },
        take: 10,
        include: { entries: { where: { accountId: `wallet:${user.id}` }, select: { amountCents: true } } },
      })
    : [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Wallet corrections</h1>
      <form
        method="get"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4"
        aria-label="Find an account"
      >
        <label className="min-w-0 flex-1 text-sm text-slate-700">
          Account e-mail
          <input
            name="email"
            type="email"
            defaultValue={email}
            autoComplete="off"
            className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Find
        </button>
      </form>
      {email && !user && <p className="text-slate-600">No account with this e-mail.</p>}
      {user && (
        <>
          <section aria-labelledby="who" className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <h2 id="who" className="font-semibold text-slate-900">
              {`${user.firstName} ${user.lastName}`.trim() || user.email}
            </h2>
            <p className="break-all text-slate-600">{user.email}</p>
            <p className="mt-2 text-slate-900" data-testid="wallet-balance">
              Wallet: {formatCents(balance)}
            </p>
          </section>
          <CorrectionForm userId={user.id} />
          {recent.length > 0 && (
            <section aria-labelledby="recent" className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <h2 id="recent" className="font-semibold text-slate-900">
                Last corrections
              </h2>
              <ul className="mt-2 flex flex-col gap-2">
                {recent.map((j) => (
                  <li key={j.id} className="break-words">
                    {formatDate(j.createdAt, { dateStyle: "medium", timeZone: "UTC" })}: {formatCents(j.entries[0]?.amountCents ?? 0)} ·{" "}
                    {j.memo}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
