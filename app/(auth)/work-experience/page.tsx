import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { WorkExperienceStep } from "@/components/auth/work-experience-step";

export const metadata: Metadata = { title: "Work experience" };

export default function Page() {
  return (
    <SignupStepShell
      step="work-experience"
      title="Work experience"
      subtitle="Employers hire people with a track record. Add the work you have done."
    >
      <WorkExperienceStep />
    </SignupStepShell>
  );
}
