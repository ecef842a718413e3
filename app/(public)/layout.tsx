// Frame of the public pages (provider profiles, terms, privacy): readable without signing in.
import Link from "next/link";
import { LogoLink } from "@/components/ui/logo";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        {/* one row down to 360 px: the mark alone below 440 px, links that never break inside */}
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
          <LogoLink className="min-[440px]:hidden" compact />
          <LogoLink className="hidden min-[440px]:inline-flex" />
          <nav aria-label="Site" className="flex items-center gap-1 whitespace-nowrap text-sm sm:gap-3">
            <Link href="/jobs" className="rounded-lg px-2.5 py-2 font-medium text-slate-700 hover:bg-slate-100 sm:px-3">
              Find work
            </Link>
            <Link href="/pros" className="rounded-lg px-2.5 py-2 font-medium text-slate-700 hover:bg-slate-100 sm:px-3">
              Find talent
            </Link>
            <Link href="/" className="rounded-lg bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700 sm:px-4">
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
            <Link href="/pros" className="hover:text-slate-800">
              Browse professionals
            </Link>
            <Link href="/terms" className="hover:text-slate-800">
              Terms of Use
            </Link>
            <Link href="/privacy" className="hover:text-slate-800">
              Privacy Policy
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
