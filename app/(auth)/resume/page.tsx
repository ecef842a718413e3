import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { ResumeStep } from "@/components/auth/resume-step";

export const metadata: Metadata = { title: "Resume" };

export default function ResumePage() {
  return (
    <SignupStepShell step="resume" title="Upload your resume" subtitle="Last step. Add your resume and a photo, and your profile is ready.">
      <ResumeStep />
    </SignupStepShell>
  );
}
