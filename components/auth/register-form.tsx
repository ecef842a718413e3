"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { MSG } from "@/lib/accounts/messages";
import { MIN_PASSWORD, registerCustomerSchema } from "@/lib/accounts/schemas";
import { registerProviderFormSchema } from "@/lib/profiles/schemas";
import { peekSocialToken } from "@/lib/auth/social-profile";
import { api, ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { Avatar } from "@/components/ui/avatar";
import { PasswordInput } from "@/components/auth/password-input";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { LocationInput } from "@/components/location/location-input";
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

type FormValues = {
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

/** What the submit handler gets: the parsed values of the employer's or the employee's schema. */
type RegisterValues = z.output<typeof registerCustomerSchema> | z.output<typeof providerFormSchema>;

type Props = { type: "customer" | "provider"; social?: string };

/**
 * The register form. Employers choose Personal or Company and are signed up at
 * once; employees fill the same personal fields, which start the sign-up draft, and go on to categories.
 */
export function RegisterForm({ type, social }: Props) {
  const router = useRouter();
  const finish = useFinishSignIn();
  const { update } = useSignupDraft();
  const lastChecked = useRef<{ email: string; error: string | null } | null>(null);
  const profile = useMemo(() => (social ? peekSocialToken(social) : null), [social]);
  const isSocial = Boolean(social);

  const resolver = useMemo(
    () => (type === "customer" ? zodFormResolver<typeof registerCustomerSchema, FormValues>(registerCustomerSchema) : zodFormResolver<typeof providerFormSchema, FormValues>(providerFormSchema)),
    [type],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    watch,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, RegisterValues>({
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

  const emailField = register("email");

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={type === "customer" ? "Employer sign-up" : "Employee sign-up"}>
      {isSocial && profile && (
        <div className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
          <Avatar src={profile.avatar || null} name={`${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || "You"} size={36} />
          <span>
            Signing up with your {profile.socialType === "facebook" ? "Facebook" : "Google"} account
            {profile.email ? ` (${profile.email})` : ""}. No password needed.
          </span>
        </div>
      )}

      {type === "customer" && (
        <div role="radiogroup" aria-label="Account type" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {(["personal", "company"] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={accountType === t}
              onClick={() => chooseAccountType(t)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition ${
                accountType === t ? "bg-white text-brand-700 shadow-sm" : "text-slate-500 hover:text-slate-800"
              }`}
            >
              {t === "personal" ? "Personal" : "Company"}
            </button>
          ))}
        </div>
      )}

      {type === "customer" && accountType === "company" ? (
        <Input label="Company name" autoComplete="organization" placeholder="Acme Catering LLC" error={errors.company?.message} {...register("company")} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
          <Input label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
        </div>
      )}

      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...emailField}
        onChange={(e) => {
          lastChecked.current = null;
          void emailField.onChange(e);
        }}
        onBlur={(e) => {
          void emailField.onBlur(e);
          void onEmailBlur();
        }}
      />
      <Input
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(512) 555-0142"
        maxLength={20}
        error={errors.phone?.message}
        {...register("phone")}
      />
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationInput
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            error={errors.location?.message}
            hint="Your city and state, e.g. Austin, TX 78701"
            onChange={(v) => {
              field.onChange(v.location);
              setValue("city", v.city);
              setValue("state", v.state);
              setValue("zipcode", v.zipcode);
              setValue("country", v.country ?? "");
            }}
          />
        )}
      />
      {!socialToken && (
        <PasswordInput autoComplete="new-password" placeholder={`At least ${MIN_PASSWORD} characters`} error={errors.password?.message} {...register("password")} />
      )}

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-slate-600">
          <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600" aria-invalid={!!errors.terms} {...register("terms")} />
          <span>
            I agree to the{" "}
            <Link href="/terms" target="_blank" className="font-medium text-brand-600 hover:underline">
              Terms of Use
            </Link>{" "}
            and the{" "}
            <Link href="/privacy" target="_blank" className="font-medium text-brand-600 hover:underline">
              Privacy Policy
            </Link>
            .
          </span>
        </label>
        {errors.terms && (
          <p className="text-xs text-red-600" role="alert">
            {errors.terms.message}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
        {type === "customer" ? "Create Account" : "Continue"}
      </Button>
    </form>
  );
}
