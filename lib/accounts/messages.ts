// The spec's form message keys with their wording. Where the spec names a key but
// not its words, the wording here is ours (README, "Choices where the spec is silent").
import { registerUniqueMessages } from "@/lib/http/unique-violation";

export const MSG = {
  EmptyEmail: "Email address is required",
  InvalidEmail: "Please input a valid email address",
  EmptyPassword: "Password is required",
  ShortPasswordError: "Password must be at least 8 characters",
  LongPasswordError: "Password must be at most 128 characters",
  InvalidPassword: "Password must be at least 8 characters",
  InvalidNewPassword: "New password must be at least 8 characters",
  EmptyNewPassword: "New password is required",
  InvalidConfirmPassword: "Please confirm your password",
  InvalidPasswordNotMatch: "Passwords do not match",
  InvalidFirstname: "Please input a valid first name",
  InvalidLastname: "Please input a valid last name",
  InvalidCompany: "Please input a valid company name",
  InvalidPhone: "Please input a valid phone number",
  InvalidLocation: "Please input a valid location.",
  InvalidTerms: "Please agree to the Terms of Use",
  EmptyVerificationCode: "Verification code required",
  InvalidVerificationCode: "Please input a valid 6-digit code",
  IncorrectPassword: "Incorrect password",
  /** sign-up, change and reset refuse the bundled list of common passwords (lib/accounts/common-passwords.ts) */
  CommonPassword: "This password is too common. Please choose another one.",
  /** a new password of nothing but spaces */
  BlankPassword: "Password cannot be only spaces. Please choose another one.",
  /** a new password made of the site's name or the person's own name, company or e-mail (lib/accounts/password-context.ts) */
  ContextPassword: "Please choose a password that does not contain the site's name, your name or your e-mail address.",
  AccountDoesNotExist: "Account does not exist",
  EmailTaken: "An account with this email address already exists",
  SocialTaken: "This social account is already registered. Please sign in instead.",
  SelectCategory: "Please select at least one category.",
  UploadResume: "Please upload resume",
  UploadPhoto: "Please upload profile photo",
  AddEducation: "Please add at least one education",
  AddWorkExperience: "Please add at least one work experience",
  InvalidTitle: "Please input a valid title",
  InvalidOverview: "Please input a valid overview",
  InvalidSkills: "Please add at least one skill",
  InvalidHourlyRate: "Please input a valid hourly rate",
  InvalidSchool: "Please input a valid school",
  InvalidDegree: "Please input a valid degree",
  InvalidFieldOfStudy: "Please input a valid field of study",
  InvalidFromYear: "Please select a start year",
  EducationEndYear: "End year must be greater than start year",
  EmploymentEndYear: "End year must be greater than or equal to start year",
  InvalidRole: "Please input a valid role",
  InvalidAccountNumber: "Please input a valid account number",
  PasswordChanged: "Password changed successfully",
  ChangePasswordFailed: "Failed to change password",
  DeleteAccountFailed: "Failed to delete account.",
  ViolationWarning:
    "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
} as const;

// a race past the check of an e-mail or a social id answers as the check does (lib/http/unique-violation.ts)
registerUniqueMessages({ User_email_key: MSG.EmailTaken, User_socialType_socialId_key: MSG.SocialTaken });
