"use client";
import Image from "next/image";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { OnboardingCarousel, type SignupRole } from "@/components/auth/onboarding-carousel";

const ROLES: { role: SignupRole; label: string; text: string; image: string }[] = [
  {
    role: "customer",
    label: "I Want to Hire",
    text: "Post jobs, get matched with nearby people and manage shifts, hours and payments.",
    image: "/onboarding/role-hire.svg",
  },
  {
    role: "provider",
    label: "I Want to Work",
    text: "Find shifts and short projects near you, apply in a few taps and get paid for every hour.",
    image: "/onboarding/role-work.svg",
  },
];

/** Role choice, then the onboarding pages, then the register form (carrying a social sign-up token). */
export function RoleFlow({ social, initialRole }: { social?: string; initialRole?: SignupRole }) {
  const router = useRouter();
  const [role, setRole] = useState<SignupRole | null>(initialRole ?? null);

  const toRegister = (r: SignupRole) => {
    const qs = new URLSearchParams({ type: r });
    if (social) qs.set("social", social);
    router.push(`/register?${qs}`);
  };

  if (role) return <OnboardingCarousel role={role} onBack={() => setRole(null)} onDone={() => toRegister(role)} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Join Gigline</h1>
        <p className="mt-2 text-sm text-slate-500">
          {social
            ? "One more step: tell us how you want to use Gigline."
            : "Are you here to hire help or to find work? Pick one to get started."}
        </p>
      </div>
      {ROLES.map((r) => (
        <button
          key={r.role}
          type="button"
          onClick={() => setRole(r.role)}
          className="group flex items-center gap-5 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left transition hover:border-brand-500 hover:shadow-md focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
        >
          <span className="flex h-20 w-20 shrink-0 items-center justify-center rounded-xl bg-brand-50">
            <Image src={r.image} alt="" width={64} height={64} />
          </span>
          <span className="flex flex-col">
            <span className="text-lg font-semibold text-ink">{r.label}</span>
            <span className="mt-1 text-sm text-slate-500">{r.text}</span>
          </span>
          <span aria-hidden className="ml-auto text-xl text-slate-300 transition group-hover:translate-x-1 group-hover:text-brand-600">
            →
          </span>
        </button>
      ))}
      <p className="mt-4 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/" className="font-semibold text-brand-600 hover:underline">
          Sign In
        </Link>
      </p>
    </div>
  );
}
