// Where an employee is in the sign-up steps.
export const SIGNUP_STEPS = [
  { key: "register", label: "Account", href: "/register?type=provider" },
  { key: "category-select", label: "Categories", href: "/category-select" },
  { key: "service-details", label: "Service", href: "/service-details" },
  { key: "education-history", label: "Education", href: "/education-history" },
  { key: "work-experience", label: "Experience", href: "/work-experience" },
  { key: "resume", label: "Resume", href: "/resume" },
] as const;

export type SignupStepKey = (typeof SIGNUP_STEPS)[number]["key"];

export function SignupProgress({ current }: { current: SignupStepKey }) {
  const at = SIGNUP_STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Sign-up progress" className="w-full">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-400">
        Step {at + 1} of {SIGNUP_STEPS.length} · {SIGNUP_STEPS[at].label}
      </p>
      <ol className="flex gap-1.5">
        {SIGNUP_STEPS.map((s, i) => (
          <li key={s.key} className="flex-1" aria-current={i === at ? "step" : undefined}>
            <span className={`block h-1.5 rounded-full ${i < at ? "bg-brand-600" : i === at ? "bg-brand-500" : "bg-slate-200"}`} />
            <span className="sr-only">
              {s.label}
              {i < at ? " (done)" : ""}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
