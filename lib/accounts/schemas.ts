// One zod schema per form: the page (react-hook-form) and the route handler use the same one.
import { z } from "zod";
import { MSG } from "@/lib/accounts/messages";
import { isBlankPassword, isContextPassword } from "@/lib/accounts/password-context";

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const PHONE_RE = /^\+?[0-9 ().-]{7,20}$/;

export const emailField = z
  .string({ error: MSG.EmptyEmail })
  .trim()
  .min(1, MSG.EmptyEmail)
  .max(254, MSG.InvalidEmail)
  .pipe(z.email({ error: MSG.InvalidEmail }))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: MSG.EmptyPassword })
  .min(1, MSG.EmptyPassword)
  .min(MIN_PASSWORD, MSG.ShortPasswordError)
  .max(MAX_PASSWORD, MSG.LongPasswordError);

/**
 * A password being chosen (sign-up, reset, change, check_password): not only spaces, not made of the site's
 * name. The server also refuses common ones and the person's own words (assertPasswordNotCommon).
 * Fields that take an existing password (login, delete_account) keep passwordField.
 */
export const newPasswordField = (empty: string = MSG.EmptyPassword, short: string = MSG.ShortPasswordError) =>
  z
    .string({ error: empty })
    .min(1, empty)
    .refine((p) => !isBlankPassword(p), MSG.BlankPassword)
    .min(MIN_PASSWORD, short)
    .max(MAX_PASSWORD, MSG.LongPasswordError)
    .refine((p) => !isContextPassword(p), MSG.ContextPassword);

const optStr = z.string().trim().max(200).optional().default("");
const optNum = z.preprocess((v) => (v === "" || v === null || v === undefined ? undefined : Number(v)), z.number().finite().optional());

/** Address parts as the spec names them; `location` is the display string. */
export const addressFields = {
  location: z.string({ error: MSG.InvalidLocation }).trim().min(1, MSG.InvalidLocation).max(300, MSG.InvalidLocation),
  street_number: optStr,
  route: optStr,
  city: optStr,
  state: optStr,
  county: optStr,
  country: optStr,
  zipcode: optStr,
  lat: optNum.pipe(z.number().min(-90).max(90).optional()),
  lng: optNum.pipe(z.number().min(-180).max(180).optional()),
};

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MSG.EmptyPassword })
    .min(1, MSG.EmptyPassword)
    .min(MIN_PASSWORD, MSG.ShortPasswordError)
    .max(MAX_PASSWORD, MSG.LongPasswordError),
  device_token: z.string().max(500).optional().default(""),
  os: z.string().max(50).optional().default("web"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const checkEmailSchema = z.object({ email: emailField });

export const checkPasswordSchema = z.object({ password: newPasswordField() });

const nameField = (msg: string) => z.string({ error: msg }).trim().max(60, msg);

/** Employer sign-up (register_customer). Personal accounts need names, company accounts a company. */
export const registerCustomerSchema = z
  .object({
    accountType: z.enum(["personal", "company"]).default("personal"),
    firstName: nameField(MSG.InvalidFirstname).optional().default(""),
    lastName: nameField(MSG.InvalidLastname).optional().default(""),
    company: z.string().trim().max(120, MSG.InvalidCompany).optional().default(""),
    email: emailField,
    phone: z.string({ error: MSG.InvalidPhone }).trim().regex(PHONE_RE, MSG.InvalidPhone),
    ...addressFields,
    password: z.string().max(MAX_PASSWORD, MSG.LongPasswordError).optional().default(""),
    terms: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).refine((v) => v, MSG.InvalidTerms),
    socialType: z.enum(["google", "facebook"]).optional(),
    /** proof of a social sign-in (from the web flow or user/login_with_social): then no password is needed */
    socialToken: z.string().max(4000).optional(),
    device_token: z.string().max(500).optional().default(""),
    os: z.string().max(50).optional().default("web"),
  })
  .superRefine((v, ctx) => {
    if (v.accountType === "personal") {
      if (!v.firstName) ctx.addIssue({ code: "custom", path: ["firstName"], message: MSG.InvalidFirstname });
      if (!v.lastName) ctx.addIssue({ code: "custom", path: ["lastName"], message: MSG.InvalidLastname });
    } else if (!v.company) {
      ctx.addIssue({ code: "custom", path: ["company"], message: MSG.InvalidCompany });
    }
    const password = (message: string) => ctx.addIssue({ code: "custom", path: ["password"], message });
    if (!v.socialToken && !v.password) password(MSG.EmptyPassword);
    else if (v.password && isBlankPassword(v.password)) password(MSG.BlankPassword);
    else if (v.password && v.password.length < MIN_PASSWORD) password(MSG.ShortPasswordError);
    else if (v.password && isContextPassword(v.password, v)) password(MSG.ContextPassword);
  })
  .transform((v) =>
    // choosing company clears the names; choosing personal clears the company
    v.accountType === "company" ? { ...v, firstName: "", lastName: "" } : { ...v, company: "" },
  );
export type RegisterCustomerInput = z.infer<typeof registerCustomerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const codeField = z
  .string({ error: MSG.EmptyVerificationCode })
  .trim()
  .min(1, MSG.EmptyVerificationCode)
  .regex(/^\d{6}$/, MSG.InvalidVerificationCode);

export const verifyCodeSchema = z.object({ email: emailField, code: codeField });

/** reset_newpassword without a token or code (the spec's bare payload, which anyone knowing the e-mail could send). */
export const RESET_PROOF_MISSING = "Send the reset token from verify_resetcode (or the code) with the new password.";

/** The one-time token verify_resetcode answers (43 base64url characters). */
export const resetTokenField = z.string().trim().min(1).max(200);

/**
 * reset_newpassword: the spec's payload (email, password) plus a proof that the caller holds the code: the
 * token verify_resetcode answered (web page, updated clients) or the code itself.
 */
export const resetPasswordSchema = z
  .object({ email: emailField, password: newPasswordField(), token: resetTokenField.optional(), code: codeField.optional() })
  .superRefine((v, ctx) => {
    if (!v.token && !v.code) ctx.addIssue({ code: "custom", path: ["token"], message: RESET_PROOF_MISSING });
  });

/** The reset form on the page also asks for a confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField(), confirmPassword: z.string().min(1, MSG.InvalidConfirmPassword) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: MSG.InvalidPasswordNotMatch });

export const changePasswordSchema = z.object({
  old_password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX_PASSWORD),
  new_password: newPasswordField(MSG.EmptyNewPassword, MSG.InvalidNewPassword),
});

export const changePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, "Current password is required"),
    new_password: newPasswordField(MSG.EmptyNewPassword, MSG.InvalidNewPassword),
    confirm_password: z.string().min(1, MSG.InvalidConfirmPassword),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: MSG.InvalidPasswordNotMatch });

export const deleteAccountSchema = z.object({ pw: passwordField });

export const getUserSchema = z.object({ user_id: z.string().min(1, "user_id is required").max(64) });
export const getUserDetailSchema = z.object({ userId: z.string().min(1, "userId is required").max(64) });

export const socialLoginSchema = z.object({
  user: z.object({
    socialId: z.string().min(1).max(200),
    socialType: z.enum(["google", "facebook"], { error: "socialType must be google or facebook" }),
    firstName: z.string().max(60).optional().default(""),
    lastName: z.string().max(60).optional().default(""),
    email: z.string().max(254).optional().default(""),
    avatar: z.string().max(1000).optional().default(""),
    /** the provider's access token: the server checks it with the provider before trusting socialId */
    accessToken: z.string({ error: "accessToken is required" }).min(1, "accessToken is required").max(4000),
  }),
  device_token: z.string().max(500).optional().default(""),
  os: z.string().max(50).optional().default("web"),
});

export const sendBenefitSchema = z.object({
  type: z.enum(["health", "financial"], { error: "Please choose a benefit." }),
  name: z.string().trim().min(1, "Please input your name").max(120),
  email: emailField,
  phone: z.string().trim().regex(PHONE_RE, MSG.InvalidPhone),
});

export const infoCubicSchema = z.object({
  user_id: z.string().min(1).max(64).optional(),
  infoCubicAccountNumber: z
    .string({ error: MSG.InvalidAccountNumber })
    .trim()
    .min(1, MSG.InvalidAccountNumber)
    .max(64, MSG.InvalidAccountNumber),
});
