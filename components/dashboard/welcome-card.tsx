"use client";
// The first home screen after a sign-up: a welcome (not "Welcome back") and the next step that makes sense
// for the role — an employer posts a first job, an employee completes the profile or finds a job. The
// sign-up sets a short-lived marker cookie; once this card has been shown the cookie is dropped, so the
// next visit is a "Welcome back".
import Link from "next/link";
import { useEffect } from "react";
import { Icon, type IconName } from "@/components/dashboard/icons";
import { clearWelcomeCookie } from "@/components/auth/welcome-cookie";

export type WelcomeStep = { href: string; label: string; icon: IconName };

export function WelcomeCard({
  name,
  text,
  primary,
  secondary,
}: {
  name: string;
  text: string;
  primary: WelcomeStep;
  secondary?: WelcomeStep;
}) {
  useEffect(() => {
    clearWelcomeCookie();
  }, []);
  return (
    <section
      aria-labelledby="welcome-title"
      data-testid="welcome"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
    >
      <h1 id="welcome-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Welcome to Gigline, {name}!
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href={primary.href}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
        >
          <Icon name={primary.icon} className="h-4 w-4" />
          {primary.label}
        </Link>
        {secondary && (
          <Link
            href={secondary.href}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-50"
          >
            <Icon name={secondary.icon} className="h-4 w-4" />
            {secondary.label}
          </Link>
        )}
      </div>
    </section>
  );
}
