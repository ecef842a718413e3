"use client";
import { useState } from "react";

export type SocialProviderId = "google" | "facebook";

/**
 * Google / Facebook sign-in. Rendered only for the providers whose keys the server has; an unknown person
 * comes back at /role?social=… to finish signing up.
 */
export function SocialButtons({ providers, next }: { providers: SocialProviderId[]; next?: string }) {
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  if (!providers.length) return null;
  const go = (id: SocialProviderId) => {
    setBusy(id);
    // next-auth's client loads on the click, not with the sign-in page
    void import("next-auth/react")
      .then(({ signIn }) => signIn(id, { callbackUrl: next && next.startsWith("/dashboard") ? next : "/dashboard/home" }))
      .catch(() => setBusy(null));
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className={`grid gap-3 ${providers.length > 1 ? "sm:grid-cols-2" : ""}`}>
        {providers.map((id) => (
          <button
            key={id}
            type="button"
            onClick={() => go(id)}
            disabled={busy !== null}
            aria-busy={busy === id || undefined}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 transition hover:bg-slate-50 disabled:opacity-60"
          >
            {id === "google" ? <GoogleIcon /> : <FacebookIcon />}
            {id === "google" ? "Google" : "Facebook"}
          </button>
        ))}
      </div>
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19.5v-6.1h2.1l.3-2.4h-2.4V9.5c0-.7.2-1.2 1.2-1.2h1.3V6.2c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3V11H8.7v2.4h2.1v6.1h2.6z"
      />
    </svg>
  );
}
