// The account forms' rules (marketplace.md §5) and messages (§8), as the page and the route handler share them.
import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/accounts/messages";
import {
  changePasswordFormSchema,
  changePasswordSchema,
  checkEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerCustomerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  socialLoginSchema,
  verifyCodeSchema,
} from "@/lib/accounts/schemas";

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0].message;
}

const customer = {
  accountType: "personal",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "",
  email: "ada@example.test",
  phone: "+1 (555) 010-0200",
  location: "Austin, TX, USA",
  password: "Secret-pass-1",
  terms: true,
};

describe("login", () => {
  it("needs a valid e-mail", () => {
    expect(firstError(loginSchema.safeParse({ password: "Secret-pass-1" }))).toBe(MSG.EmptyEmail);
    expect(firstError(loginSchema.safeParse({ email: "", password: "Secret-pass-1" }))).toBe(MSG.EmptyEmail);
    expect(firstError(loginSchema.safeParse({ email: "   ", password: "Secret-pass-1" }))).toBe(MSG.EmptyEmail);
    expect(firstError(loginSchema.safeParse({ email: "ada@", password: "Secret-pass-1" }))).toBe(MSG.InvalidEmail);
    expect(firstError(loginSchema.safeParse({ email: "ada.example.test", password: "Secret-pass-1" }))).toBe(MSG.InvalidEmail);
  });

  it("needs a password of at least 8 and at most 128 characters", () => {
    expect(firstError(loginSchema.safeParse({ email: "a@b.test" }))).toBe(MSG.EmptyPassword);
    expect(firstError(loginSchema.safeParse({ email: "a@b.test", password: "" }))).toBe(MSG.EmptyPassword);
    expect(firstError(loginSchema.safeParse({ email: "a@b.test", password: "1234567" }))).toBe(MSG.ShortPasswordError);
    expect(loginSchema.safeParse({ email: "a@b.test", password: "12345678" }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "a@b.test", password: "x".repeat(64) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "a@b.test", password: "x".repeat(128) }).success).toBe(true);
    expect(firstError(loginSchema.safeParse({ email: "a@b.test", password: "x".repeat(129) }))).toBe(MSG.LongPasswordError);
  });

  it("trims and lower-cases the e-mail and defaults device fields", () => {
    const r = loginSchema.parse({ email: "  Ada@Example.TEST ", password: "Secret-pass-1" });
    expect(r).toEqual({ email: "ada@example.test", password: "Secret-pass-1", device_token: "", os: "web" });
  });
});

describe("register_customer", () => {
  it("accepts a complete personal sign-up and clears the company", () => {
    const r = registerCustomerSchema.parse({ ...customer, company: "Left over" });
    expect(r.company).toBe("");
    expect(r.firstName).toBe("Ada");
    expect(r.accountType).toBe("personal");
  });

  it("a company sign-up needs a company and clears first and last name", () => {
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, accountType: "company" }))).toBe(MSG.InvalidCompany);
    const r = registerCustomerSchema.parse({ ...customer, accountType: "company", company: "Acme LLC" });
    expect(r).toMatchObject({ company: "Acme LLC", firstName: "", lastName: "" });
    // names are not needed for a company
    expect(
      registerCustomerSchema.safeParse({ ...customer, accountType: "company", company: "Acme", firstName: "", lastName: "" }).success,
    ).toBe(true);
  });

  it("a personal sign-up needs first and last name", () => {
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, firstName: "" }))).toBe(MSG.InvalidFirstname);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, firstName: "   " }))).toBe(MSG.InvalidFirstname);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, lastName: "" }))).toBe(MSG.InvalidLastname);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, firstName: "x".repeat(61) }))).toBe(MSG.InvalidFirstname);
  });

  it("checks e-mail, phone and location with the spec's messages", () => {
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, email: "" }))).toBe(MSG.EmptyEmail);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, email: "nope" }))).toBe(MSG.InvalidEmail);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, phone: "" }))).toBe(MSG.InvalidPhone);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, phone: "call me" }))).toBe(MSG.InvalidPhone);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, location: "" }))).toBe(MSG.InvalidLocation);
  });

  it("needs a password of 8 to 128 characters, except for a social sign-up", () => {
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, password: "" }))).toBe(MSG.EmptyPassword);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, password: "1234567" }))).toBe(MSG.ShortPasswordError);
    expect(registerCustomerSchema.safeParse({ ...customer, password: "x".repeat(64) }).success).toBe(true);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, password: "x".repeat(129) }))).toBe(MSG.LongPasswordError);
    expect(registerCustomerSchema.safeParse({ ...customer, password: "", socialToken: "signed.social.token" }).success).toBe(true);
  });

  it("needs the terms box checked (a form's 'on' and 'true' count)", () => {
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, terms: false }))).toBe(MSG.InvalidTerms);
    expect(firstError(registerCustomerSchema.safeParse({ ...customer, terms: undefined }))).toBe(MSG.InvalidTerms);
    expect(registerCustomerSchema.safeParse({ ...customer, terms: "on" }).success).toBe(true);
    expect(registerCustomerSchema.safeParse({ ...customer, terms: "true" }).success).toBe(true);
  });
});

describe("e-mail, code and password reset", () => {
  it("check_email and forgot_password need a valid e-mail", () => {
    expect(firstError(checkEmailSchema.safeParse({}))).toBe(MSG.EmptyEmail);
    expect(firstError(forgotPasswordSchema.safeParse({ email: "x@" }))).toBe(MSG.InvalidEmail);
  });

  it("the verification code is required and exactly 6 digits", () => {
    expect(firstError(verifyCodeSchema.safeParse({ email: "a@b.test", code: "" }))).toBe(MSG.EmptyVerificationCode);
    expect(firstError(verifyCodeSchema.safeParse({ email: "a@b.test" }))).toBe(MSG.EmptyVerificationCode);
    for (const bad of ["12345", "1234567", "12a456", "12 456"]) {
      expect(firstError(verifyCodeSchema.safeParse({ email: "a@b.test", code: bad }))).toBe(MSG.InvalidVerificationCode);
    }
    expect(verifyCodeSchema.parse({ email: "a@b.test", code: " 012345 " }).code).toBe("012345");
  });

  it("the new password after a reset follows the password rules; the form wants it twice", () => {
    expect(firstError(resetPasswordSchema.safeParse({ email: "a@b.test", code: "123456", password: "short" }))).toBe(
      MSG.ShortPasswordError,
    );
    expect(resetPasswordSchema.safeParse({ email: "a@b.test", code: "123456", password: "x".repeat(64) }).success).toBe(true);
    expect(firstError(resetPasswordFormSchema.safeParse({ password: "Secret-pass-1", confirmPassword: "" }))).toBe(
      MSG.InvalidConfirmPassword,
    );
    expect(firstError(resetPasswordFormSchema.safeParse({ password: "Secret-pass-1", confirmPassword: "Secret-pass-2" }))).toBe(
      MSG.InvalidPasswordNotMatch,
    );
  });
});

describe("change password and delete account", () => {
  it("change password: current required, new at least 8, confirmation equal", () => {
    expect(firstError(changePasswordSchema.safeParse({ old_password: "", new_password: "Secret-pass-1" }))).toBe(
      "Current password is required",
    );
    expect(firstError(changePasswordSchema.safeParse({ old_password: "old-one-1", new_password: "short" }))).toBe(MSG.InvalidNewPassword);
    expect(firstError(changePasswordSchema.safeParse({ old_password: "old-one-1", new_password: "x".repeat(129) }))).toBe(
      MSG.LongPasswordError,
    );
    expect(changePasswordSchema.safeParse({ old_password: "old-one-1", new_password: "x".repeat(64) }).success).toBe(true);
    expect(
      firstError(
        changePasswordFormSchema.safeParse({ old_password: "old-one-1", new_password: "Secret-pass-1", confirm_password: "Secret-pass-2" }),
      ),
    ).toBe(MSG.InvalidPasswordNotMatch);
  });

  it("change password: an empty field says it is required, not that it is too short", () => {
    const empty = changePasswordFormSchema.safeParse({ old_password: "", new_password: "", confirm_password: "" });
    expect(empty.success).toBe(false);
    const byField = Object.fromEntries([...(empty.success ? [] : empty.error.issues)].reverse().map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      old_password: "Current password is required",
      new_password: "New password is required",
      confirm_password: MSG.InvalidConfirmPassword,
    });
    expect(firstError(changePasswordSchema.safeParse({ old_password: "old-one-1", new_password: "" }))).toBe("New password is required");
  });

  it("delete account: password required with the minimum length", () => {
    expect(firstError(deleteAccountSchema.safeParse({}))).toBe(MSG.EmptyPassword);
    expect(firstError(deleteAccountSchema.safeParse({ pw: "short" }))).toBe(MSG.ShortPasswordError);
    expect(deleteAccountSchema.safeParse({ pw: "Secret-pass-1" }).success).toBe(true);
  });
});

describe("social sign-in payload", () => {
  it("needs the provider's access token and a known provider", () => {
    const ok = { user: { socialId: "1", socialType: "google", accessToken: "ya29.x" } };
    expect(socialLoginSchema.parse(ok)).toMatchObject({ device_token: "", os: "web", user: { firstName: "", email: "" } });
    expect(firstError(socialLoginSchema.safeParse({ user: { socialId: "1", socialType: "google" } }))).toBe("accessToken is required");
    expect(firstError(socialLoginSchema.safeParse({ user: { ...ok.user, socialType: "twitter" } }))).toBe(
      "socialType must be google or facebook",
    );
  });
});
