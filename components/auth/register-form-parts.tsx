import Link from "next/link";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Avatar } from "@/components/ui/avatar";
import type { peekSocialToken } from "@/lib/auth/social-profile";

/** The note above a social sign-up: whose account it is, and that no password is needed. */
export function SocialSignUpNote({ profile }: { profile: NonNullable<ReturnType<typeof peekSocialToken>> }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
      <Avatar src={profile.avatar || null} name={`${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || "You"} size={36} />
      <span>
        Signing up with your {profile.socialType === "facebook" ? "Facebook" : "Google"} account
        {profile.email ? ` (${profile.email})` : ""}. No password needed.
      </span>
    </div>
  );
}

/** Personal or Company, for an employer. */
export function AccountTypeSwitch({ value, onChoose }: { value: "personal" | "company"; onChoose: (t: "personal" | "company") => void }) {
  return (
    <div role="radiogroup" aria-label="Account type" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {(["personal", "company"] as const).map((t) => (
        <button
          key={t}
          type="button"
          role="radio"
          aria-checked={value === t}
          onClick={() => onChoose(t)}
          className={`rounded-lg px-3 py-2 text-sm font-semibold transition ${
            value === t ? "bg-white text-brand-700 shadow-sm" : "text-slate-500 hover:text-slate-800"
          }`}
        >
          {t === "personal" ? "Personal" : "Company"}
        </button>
      ))}
    </div>
  );
}

/** The terms and privacy checkbox with its error. */
export function TermsCheckbox({ field, error }: { field: UseFormRegisterReturn; error?: { message?: string } }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-3 text-sm text-slate-600">
        <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600" aria-invalid={!!error} {...field} />
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
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
