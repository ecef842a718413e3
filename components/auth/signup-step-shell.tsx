import { LogoLink } from "@/components/ui/logo";
import { SignupProgress, type SignupStepKey } from "@/components/auth/signup-progress";

/** The frame of the employee sign-up steps after the register form: progress, heading, the step. No
 *  link to the sign-in screen here: that choice belongs to the start of the sign-up (the role screen and the
 *  register form), not to the middle of a profile the person is filling in. */
export function SignupStepShell({
  step,
  title,
  subtitle,
  children,
}: {
  step: SignupStepKey;
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-5 py-4">
          <LogoLink />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-5 pb-16 pt-8">
        <SignupProgress current={step} />
        <h1 className="mt-8 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {subtitle && <div className="mt-2 text-slate-500">{subtitle}</div>}
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}

/** Back and the main action, at the foot of every step. */
export function StepActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}
