import { preload } from "react-dom";
import { LogoLink } from "@/components/ui/logo";

const HERO = "/onboarding/hero.svg";

const POINTS = [
  "Post a job in minutes and get matched with nearby, vetted people",
  "Hire by the hour or at a fixed price, with proposals side by side",
  "Chat, track hours and pay in one place, without sharing your number",
];

/**
 * The frame of the sign-in, sign-up and password screens: a brand panel on wide screens, the form on the
 * right. On phones only the form shows, under the word mark.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  /** omitted when the content brings its own heading */
  title?: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  // what next/image rendered here (images are unoptimized: next.config.mjs) without its client code: the
  // picture preloaded in the head, a plain <img> with the same attributes
  preload(HERO, { as: "image", fetchPriority: "high" });
  return (
    <div className="flex min-h-screen bg-white">
      <aside className="relative hidden w-[44%] max-w-[640px] flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-600 via-brand-600 to-brand-700 p-10 text-white lg:flex">
        <div aria-hidden className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-32 -left-20 h-96 w-96 rounded-full bg-white/5" />
        <div className="relative">
          <LogoLink tone="light" />
        </div>
        <div className="relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image would add its client code to the page */}
          <img
            src={HERO}
            alt=""
            width={420}
            height={300}
            fetchPriority="high"
            decoding="async"
            style={{ color: "transparent" }}
            className="mb-10 h-auto w-full max-w-[420px]"
          />
          <h2 className="text-3xl font-bold leading-tight">Temporary work, done right.</h2>
          <p className="mt-3 max-w-md text-brand-100">
            The marketplace where local businesses and skilled people meet for shifts, gigs and short projects.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            {POINTS.map((p) => (
              <li key={p} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white/20" aria-hidden>
                  <svg
                    width="12"
                    height="12"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m5 12 5 5 9-10" />
                  </svg>
                </span>
                <span className="text-white/90">{p}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/60">
          © {new Date().getFullYear()} Gigline. Using phone numbers or e-mails instead of in-app messages is against our terms.
        </p>
      </aside>

      <main className="flex flex-1 flex-col">
        <div className="flex items-center justify-between px-6 py-5 lg:hidden">
          <LogoLink />
        </div>
        <div className="flex flex-1 items-start justify-center px-5 pb-12 pt-4 sm:px-8 lg:items-center lg:py-12">
          <div className={`w-full ${wide ? "max-w-xl" : "max-w-md"}`}>
            {title && <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>}
            {subtitle && <div className="mt-2 text-sm text-slate-500">{subtitle}</div>}
            <div className={title ? "mt-8" : ""}>{children}</div>
            {footer && <div className="mt-8 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </div>
      </main>
    </div>
  );
}
