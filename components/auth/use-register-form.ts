"use client";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MSG } from "@/lib/accounts/messages";
import { MIN_PASSWORD, registerCustomerSchema } from "@/lib/accounts/schemas";
import { registerProviderFormSchema } from "@/lib/profiles/schemas";
import { peekSocialToken } from "@/lib/auth/social-profile";
import { api, ApiError } from "@/lib/api-client";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { zodFormResolver } from "@/hooks/use-zod-form";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { draftAddress, readDraft, readDraftPassword, useSignupDraft, writeDraftPassword } from "@/hooks/use-signup-draft";

/** An employee's first step: the personal fields of registerProviderFormSchema, and a password unless social. */
const providerFormSchema = registerProviderFormSchema
  .extend({ socialToken: z.string().max(4000).optional(), socialType: z.enum(["google", "facebook"]).optional() })
  .superRefine((v, ctx) => {
    if (v.socialToken) return;
    if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.EmptyPassword });
    else if (v.password.length < MIN_PASSWORD) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.ShortPasswordError });
  });

export type RegisterFormValues = {
  accountType: "personal" | "company";
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  location: string;
  street_number: string;
  route: string;
  city: string;
  state: string;
  county: string;
  country: string;
  zipcode: string;
  password: string;
  terms: boolean;
  socialToken?: string;
  socialType?: "google" | "facebook";
};
type FormValues = RegisterFormValues;

/** What the submit handler gets: the parsed values of the employer's or the employee's schema. */
type RegisterValues = z.output<typeof registerCustomerSchema> | z.output<typeof providerFormSchema>;

/**
 * The register form's state: the form (employer's or employee's schema), the sign-up draft an employee
 * comes back to, the e-mail check on blur and the sign-up call.
 */
export function useRegisterForm(type: "customer" | "provider", social?: string) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const { update } = useSignupDraft();
  const lastChecked = useRef<{ email: string; error: string | null } | null>(null);
  const profile = useMemo(() => (social ? peekSocialToken(social) : null), [social]);
  const isSocial = Boolean(social);

  const resolver = useMemo(
    () =>
      type === "customer"
        ? zodFormResolver<typeof registerCustomerSchema, FormValues>(registerCustomerSchema)
        : zodFormResolver<typeof providerFormSchema, FormValues>(providerFormSchema),
    [type],
  );
  const form = useForm<FormValues, unknown, RegisterValues>({
    resolver,
    defaultValues: {
      accountType: "personal",
      firstName: profile?.firstName ?? "",
      lastName: profile?.lastName ?? "",
      company: "",
      email: profile?.email ?? "",
      phone: "",
      location: "",
      street_number: "",
      route: "",
      city: "",
      state: "",
      county: "",
      country: "",
      zipcode: "",
      password: "",
      terms: false,
      socialToken: social,
      socialType: profile?.socialType,
    },
  });
  const { register, handleSubmit, setValue, setError, clearErrors, reset, watch, getValues } = form;

  // An employee coming back from the next step finds the form as they left it.
  useEffect(() => {
    if (type !== "provider") return;
    const d = readDraft();
    if (!d) return;
    reset({
      ...getValues(),
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      location: d.location,
      ...draftAddress(d),
      terms: d.terms,
      password: readDraftPassword(),
      socialToken: social ?? d.socialToken,
      socialType: profile?.socialType ?? d.socialType,
    });
  }, [type, reset, getValues, social, profile]);

  const accountType = watch("accountType");
  const socialToken = watch("socialToken");

  const chooseAccountType = (t: "personal" | "company") => {
    if (t === accountType) return;
    setValue("accountType", t);
    // choosing company clears first and last name, choosing personal clears company
    if (t === "company") {
      setValue("firstName", "");
      setValue("lastName", "");
      clearErrors(["firstName", "lastName"]);
    } else {
      setValue("company", "");
      clearErrors("company");
    }
  };

  /** check_email: null when the address is free, else the message to show. Other failures are thrown. */
  const checkEmail = async (email: string): Promise<string | null> => {
    if (lastChecked.current?.email === email) return lastChecked.current.error;
    try {
      await api("user/check_email", { email });
      lastChecked.current = { email, error: null };
      return null;
    } catch (err) {
      if (err instanceof ApiError && (err.status === 409 || err.status === 400)) {
        lastChecked.current = { email, error: err.message };
        return err.message;
      }
      throw err;
    }
  };

  const onEmailBlur = async () => {
    const email = getValues("email").trim().toLowerCase();
    if (!z.email().safeParse(email).success) return;
    const msg = await checkEmail(email).catch(() => null);
    if (msg) setError("email", { type: "server", message: msg });
  };

  // busy until the next page is shown (the employer's home, or the employee's next step)
  const signUp = useApiMutation(
    async (values: RegisterValues) => {
      const taken = await checkEmail(values.email);
      if (taken) {
        setError("email", { type: "server", message: taken }, { shouldFocus: true });
        throw new Error(taken);
      }
      if (type === "customer") {
        const data = await api("user/register_customer", { ...values, device_token: "", os: "web" });
        await finish(data.token, null, { signUp: true });
        return;
      }
      // the employee account is only created on the last step: refuse a common password now, not there
      if (!values.socialToken && values.password) await api("user/check_password", { password: values.password });
      const { password, ...fields } = values;
      const prev = readDraft();
      update({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone,
        location: fields.location,
        street_number: fields.street_number,
        route: fields.route,
        city: fields.city,
        state: fields.state,
        county: fields.county,
        country: fields.country,
        zipcode: fields.zipcode,
        terms: true,
        socialToken: fields.socialToken || undefined,
        socialType: fields.socialToken ? fields.socialType : undefined,
        socialAvatar: profile?.avatar || prev?.socialAvatar,
      });
      writeDraftPassword(fields.socialToken ? "" : password);
      router.push("/category-select");
    },
    {
      refresh: false,
      fallbackError: "Sign-up failed",
      onError: (err) => {
        if (err.message === MSG.CommonPassword) setError("password", { type: "server", message: err.message }, { shouldFocus: true });
      },
    },
  );
  const busy = signUp.isPending || signUp.isSuccess;
  const onSubmit = handleSubmit(async (values) => {
    await signUp.run(values);
  });

  // the e-mail field: a changed address is checked again; leaving the field checks it at once
  const emailField = register("email");
  const emailProps = {
    ...emailField,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      lastChecked.current = null;
      void emailField.onChange(e);
    },
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      void emailField.onBlur(e);
      void onEmailBlur();
    },
  };

  return { form, profile, isSocial, accountType, socialToken, chooseAccountType, emailProps, busy, onSubmit };
}
