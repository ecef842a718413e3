import type { Metadata } from "next";
import { SignupStepShell } from "@/components/auth/signup-step-shell";
import { CategoryStep } from "@/components/auth/category-step";

export const metadata: Metadata = { title: "Choose your categories" };

export default function CategorySelectPage() {
  return (
    <SignupStepShell
      step="category-select"
      title="Welcome to Gigline!"
      subtitle="Choose the categories you work in, so employers and jobs that fit you can find you."
    >
      <CategoryStep />
    </SignupStepShell>
  );
}
