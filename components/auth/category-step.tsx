"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { useZodForm } from "@/hooks/use-zod-form";
import { categorySelectSchema } from "@/lib/profiles/schemas";
import { useGlobalData } from "@/hooks/use-global-data";
import { Button } from "@/components/ui/button";
import { CategoryPicker } from "@/components/categories/category-picker";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useRequiredDraft } from "@/components/auth/use-required-draft";

/** Sign-up: Welcome, pick categories (at least one to CONTINUE), or SKIP FOR NOW. */
export function CategoryStep() {
  const router = useRouter();
  const { draft, update } = useRequiredDraft();
  const global = useGlobalData();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(categorySelectSchema, { defaultValues: { categories: [] as string[] } });

  useEffect(() => {
    if (draft) reset({ categories: draft.categories });
  }, [draft, reset]);

  const onContinue = handleSubmit(({ categories }) => {
    update({ categories });
    router.push("/service-details");
  });

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;

  return (
    <form onSubmit={onContinue} noValidate>
      <p className="mb-6 text-lg font-medium text-slate-700">Hi {draft.firstName}, what kind of work are you looking for?</p>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <CategoryPicker
            categories={global.data?.categories ?? []}
            loading={global.isLoading}
            value={(field.value as string[]) ?? []}
            onChange={field.onChange}
            error={errors.categories?.message}
          />
        )}
      />
      {global.isError && (
        <p className="mt-4 text-sm text-red-600" role="alert">
          {global.error.message}
        </p>
      )}
      <StepActions>
        <Button variant="ghost" onClick={() => router.push("/register?type=provider")}>
          ← Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" size="lg" onClick={() => router.push("/service-details")}>
            SKIP FOR NOW
          </Button>
          <Button type="submit" size="lg">
            CONTINUE
          </Button>
        </div>
      </StepActions>
    </form>
  );
}
