import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { ServiceDetailsStep } from "@/components/auth/service-details-step";

export const metadata: Metadata = { title: "Service details" };

export default function ServiceDetailsPage() {
  return (
    <SignupStepShell step="service-details" title="Service details" subtitle="This is what employers see first on your profile.">
      <ServiceDetailsStep />
    </SignupStepShell>
  );
}
