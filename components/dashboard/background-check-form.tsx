"use client";
// Background Checks: the employer's account number with the screening partner; LOGIN saves it
// (user/update_info_cubic). The checks are ordered at the partner, at the employer's own cost.
import { useZodForm } from "@/hooks/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { api } from "@/lib/api-client";
import { infoCubicSchema } from "@/lib/accounts/schemas";

const formSchema = infoCubicSchema.pick({ infoCubicAccountNumber: true });
export const INFO_CUBIC_SIGNUP_URL = "https://www.infocubic.com";

export function BackgroundCheckForm({ accountNumber }: { accountNumber: string }) {
  const { register, handleSubmit, formState } = useZodForm(formSchema, { defaultValues: { infoCubicAccountNumber: accountNumber } });
  const save = useApiMutation((v: { infoCubicAccountNumber: string }) => api("user/update_info_cubic", v), {
    success: (data) => data.message || "Info Cubic has been changed successfully!",
    refresh: false,
  });
  const submit = handleSubmit(async (v) => {
    await save.run(v);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label="Account number"
        placeholder="Your Info Cubic account number"
        error={formState.errors.infoCubicAccountNumber?.message}
        {...register("infoCubicAccountNumber")}
      />
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        LOGIN
      </Button>
      <p className="text-center text-sm text-slate-500">
        Don&apos;t have an account?{" "}
        <a href={INFO_CUBIC_SIGNUP_URL} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 hover:underline">
          Register with Info Cubic
        </a>
      </p>
    </form>
  );
}
