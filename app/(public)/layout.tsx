// Frame of the public pages (provider profiles, terms, privacy): readable without signing in.
import Link from "next/link";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" aria-label="Gigline home" className="shrink-0">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/brand/logo.svg" alt="Gigline" width={126} height={30} />
          </Link>
          <nav aria-label="Site" className="flex items-center gap-1 text-sm sm:gap-3">
            <Link href="/jobs" className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100">
              Find work
            </Link>
            <Link href="/pros" className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100">
              Find talent
            </Link>
            <Link href="/" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
              Sign in
            </Link>
          </nav>
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500">
          <span>© {new Date().getFullYear()} Gigline</span>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
            <Link href="/pros" className="hover:text-slate-800">Browse professionals</Link>
            <Link href="/terms" className="hover:text-slate-800">Terms of Use</Link>
            <Link href="/privacy" className="hover:text-slate-800">Privacy Policy</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
