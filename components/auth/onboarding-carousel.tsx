"use client";
import Image from "next/image";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

export type SignupRole = "customer" | "provider";

type Slide = { image: string; title: string; text: string };

// 4 onboarding pages for employers, 3 for employees.
export const ONBOARDING: Record<SignupRole, Slide[]> = {
  customer: [
    {
      image: "/onboarding/employer-1.svg",
      title: "Post a job in minutes",
      text: "Describe the work, set an hourly or fixed price, and let our assistant draft the description and screening questions for you.",
    },
    {
      image: "/onboarding/employer-2.svg",
      title: "Meet qualified people nearby",
      text: "Gigline recommends workers close to your site. Invite the ones you like or compare proposals as they come in.",
    },
    {
      image: "/onboarding/employer-3.svg",
      title: "Hire, chat and track hours",
      text: "Hire in one tap, talk in the app without sharing your number, and see every shift on the time clock.",
    },
    {
      image: "/onboarding/employer-4.svg",
      title: "Pay and review with confidence",
      text: "Pay securely when the work is done, leave a review, and order a background check whenever a job calls for one.",
    },
  ],
  provider: [
    {
      image: "/onboarding/employee-1.svg",
      title: "Find work that fits your life",
      text: "Browse shifts and short projects near you, filter by pay and category, and save the ones you like for later.",
    },
    {
      image: "/onboarding/employee-2.svg",
      title: "Apply in a few taps",
      text: "Send a proposal with your rate, answer the employer's questions, and get invited to jobs that match your profile.",
    },
    {
      image: "/onboarding/employee-3.svg",
      title: "Get paid for every hour",
      text: "Clock in and out in the app, message employers directly, and watch your earnings and reviews grow.",
    },
  ],
};

/** The skippable onboarding pages shown after the role choice. */
export function OnboardingCarousel({ role, onDone, onBack }: { role: SignupRole; onDone: () => void; onBack: () => void }) {
  const slides = ONBOARDING[role];
  const [index, setIndex] = useState(0);
  const last = index === slides.length - 1;
  const next = useCallback(() => (last ? onDone() : setIndex((i) => i + 1)), [last, onDone]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") setIndex((i) => Math.min(slides.length - 1, i + 1));
      if (e.key === "ArrowLeft") setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [slides.length]);

  const slide = slides[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={role === "customer" ? "Hiring on Gigline" : "Working on Gigline"}
      className="flex flex-col"
    >
      <div className="mb-4 flex items-center justify-between">
        <button type="button" onClick={onBack} className="text-sm font-medium text-slate-500 hover:text-slate-800">
          ← Back
        </button>
        <h1 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
          {role === "customer" ? "Hiring on Gigline" : "Working on Gigline"}
        </h1>
        <button type="button" onClick={onDone} className="text-sm font-semibold text-brand-600 hover:underline">
          Skip
        </button>
      </div>
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slides.length}`}
        className="flex flex-col items-center text-center"
      >
        <div className="flex w-full items-center justify-center rounded-2xl bg-brand-50 px-6 py-8">
          {/* every page's picture is loaded up front, so turning a page never shows an empty frame */}
          {slides.map((s, i) => (
            <Image
              key={s.image}
              src={s.image}
              alt=""
              width={320}
              height={220}
              loading="eager"
              className={`h-auto w-full max-w-[320px] ${i === index ? "" : "hidden"}`}
            />
          ))}
        </div>
        <h2 className="mt-8 text-2xl font-bold tracking-tight text-ink">{slide.title}</h2>
        <p className="mt-3 max-w-md text-slate-600">{slide.text}</p>
      </div>
      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="flex gap-2" role="tablist" aria-label="Onboarding pages">
          {slides.map((s, i) => (
            <button
              key={s.image}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`Page ${i + 1}`}
              onClick={() => setIndex(i)}
              className={`h-2.5 rounded-full transition-all ${i === index ? "w-7 bg-brand-600" : "w-2.5 bg-slate-300 hover:bg-slate-400"}`}
            />
          ))}
        </div>
        <Button size="lg" onClick={next} className="min-w-36">
          {last ? "Get started" : "Next"}
        </Button>
      </div>
    </section>
  );
}
