// The page of an employee whose account an admin suspended or closed, answered with 410 Gone: proxy.ts rewrites
// /pros/{id} here with that status, and answers this path asked for directly with a 404 otherwise. Rendered per
// request, kept out of search indexes, and it names nobody: the account's standing is its own business.
import type { Metadata } from "next";
import Link from "next/link";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: "Account no longer available | Gigline" },
  robots: { index: false },
};

export default function GoneProfilePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="gone-profile">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">This account is no longer available</h1>
        <p className="mt-3 text-slate-700">The profile you asked for cannot be shown. Other professionals are ready to help.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            href="/pros"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Browse professionals
          </Link>
          <Link
            href="/jobs"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            See open jobs
          </Link>
        </div>
      </section>
    </main>
  );
}
