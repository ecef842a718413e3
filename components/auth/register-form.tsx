"use client";
import { Controller } from "react-hook-form";
import { MIN_PASSWORD } from "@/lib/accounts/schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { PasswordInput } from "@/components/auth/password-input";
import { LocationInput } from "@/components/location/location-input";
import { AccountTypeSwitch, SocialSignUpNote, TermsCheckbox } from "@/components/auth/register-form-parts";
import { useRegisterForm } from "@/components/auth/use-register-form";

type Props = { type: "customer" | "provider"; social?: string };

/**
 * The register form. Employers choose Personal or Company and are signed up at
 * once; employees fill the same personal fields, which start the sign-up draft, and go on to categories.
 */
export function RegisterForm({ type, social }: Props) {
  const { form, profile, isSocial, accountType, socialToken, chooseAccountType, emailProps, busy, onSubmit } = useRegisterForm(
    type,
    social,
  );
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={type === "customer" ? "Employer sign-up" : "Employee sign-up"}
    >
      {isSocial && profile && <SocialSignUpNote profile={profile} />}

      {type === "customer" && <AccountTypeSwitch value={accountType} onChoose={chooseAccountType} />}

      {type === "customer" && accountType === "company" ? (
        <Input
          label="Company name"
          autoComplete="organization"
          placeholder="Acme Catering LLC"
          error={errors.company?.message}
          {...register("company")}
        />
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
        {...emailProps}
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
        <PasswordInput
          autoComplete="new-password"
          placeholder={`At least ${MIN_PASSWORD} characters`}
          error={errors.password?.message}
          {...register("password")}
        />
      )}

      <TermsCheckbox field={register("terms")} error={errors.terms} />

      <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
        {type === "customer" ? "Create Account" : "Continue"}
      </Button>
    </form>
  );
}
