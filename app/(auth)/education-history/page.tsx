import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { EducationStep } from "@/components/auth/education-step";

export const metadata: Metadata = { title: "Education history" };

export default function Page() {
  return (
    <SignupStepShell step="education-history" title="Education history" subtitle="Add your education: schools, colleges, trade programs and certificates.">
      <EducationStep />
    </SignupStepShell>
  );
}
