import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { EDUCATION_INTRO, EducationStep } from "@/components/auth/education-step";

export const metadata: Metadata = { title: "Education history" };

export default function Page() {
  return (
    <SignupStepShell step="education-history" title="Education history" subtitle={EDUCATION_INTRO}>
      <EducationStep />
    </SignupStepShell>
  );
}
