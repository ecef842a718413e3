// The operations console's frame: a plain header and the screen, no dashboard shell (each screen checks its
// admin itself: app/admin/_lib/access.ts); the client providers (TanStack Query, toasts) for the actions' forms.
import type { Metadata } from "next";
import Link from "next/link";
import { Providers } from "@/components/providers";

export const metadata: Metadata = { title: "Operations | Gigline", robots: { index: false } };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <nav className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm" aria-label="Operations">
            <Link href="/admin" className="font-semibold text-slate-900 hover:underline">
              Gigline operations
            </Link>
            <Link href="/admin" className="text-brand-700 hover:underline">
              Queues
            </Link>
            <Link href="/admin/overview" className="text-brand-700 hover:underline">
              Overview
            </Link>
            <Link href="/admin/approvals" className="text-brand-700 hover:underline">
              Approvals
            </Link>
            <Link href="/admin/corrections" className="text-brand-700 hover:underline">
              Wallet corrections
            </Link>
            <Link href="/admin/audit" className="text-brand-700 hover:underline">
              Audit log
            </Link>
            <Link href="/dashboard/home" className="text-slate-600 hover:underline">
              Dashboard
            </Link>
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      </div>
    </Providers>
  );
}
