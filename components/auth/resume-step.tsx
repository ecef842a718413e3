"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { MSG } from "@/lib/accounts/messages";
import { MIN_PASSWORD } from "@/lib/accounts/schemas";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES, registerProviderSchema } from "@/lib/profiles/schemas";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Avatar } from "@/components/ui/avatar";
import { useToast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/auth/password-input";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { useRequiredDraft } from "@/components/auth/use-required-draft";
import { clearSignupDraft, draftAddress, loadDraftFile, readDraftPassword, saveDraftFile, writeDraftPassword, type SignupDraft } from "@/hooks/use-signup-draft";

const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"];
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** Which step holds a field, to send the person back there when the draft misses it. */
const STEP_OF: Record<string, string> = {
  firstName: "/register?type=provider",
  lastName: "/register?type=provider",
  email: "/register?type=provider",
  phone: "/register?type=provider",
  location: "/register?type=provider",
  terms: "/register?type=provider",
  categories: "/category-select",
  title: "/service-details",
  overview: "/service-details",
  skills: "/service-details",
  hourlyRate: "/service-details",
  educations: "/education-history",
  employments: "/work-experience",
};

/** The last sign-up step: resume (PDF), an optional photo, then user/register_provider and home. */
export function ResumeStep() {
  const router = useRouter();
  const toast = useToast();
  const finish = useFinishSignIn();
  const { draft, update } = useRequiredDraft();
  const [resume, setResume] = useState<File | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ resume?: string; avatar?: string; password?: string }>({});
  // the account is made and the session handed over (finish navigates away): busy until the page changes
  const signUp = useApiMutation(
    async (fd: FormData) => {
      // the answer has the sign-in's shape: { user, token }
      const data = await api("user/register_provider", fd);
      await clearSignupDraft();
      await finish(data.token, null, { signUp: true });
    },
    { refresh: false, fallbackError: "Sign-up failed" },
  );
  const busy = signUp.isPending || signUp.isSuccess;
  const resumeId = useId();
  const avatarId = useId();

  useEffect(() => {
    void loadDraftFile("resume").then(setResume);
    void loadDraftFile("avatar").then(setAvatar);
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads sessionStorage, only after hydration
    if (draft) setNeedsPassword(!draft.socialToken && !readDraftPassword());
  }, [draft]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an external resource, made and revoked here
    if (!avatar) return setAvatarUrl(null);
    const url = URL.createObjectURL(avatar);
    setAvatarUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;

  const pickResume = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return setErrors((e) => ({ ...e, resume: "Resume must be a PDF file" }));
    if (file.size > RESUME_MAX_BYTES) return setErrors((e) => ({ ...e, resume: `Resume must be ${mb(RESUME_MAX_BYTES)} or smaller` }));
    setErrors((e) => ({ ...e, resume: undefined }));
    setResume(file);
    update({ resumeName: file.name });
    await saveDraftFile("resume", file).catch(() => toast.info("Your resume will need to be chosen again if you reload this page."));
  };

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, avatar: "Photo must be a JPEG, PNG or WebP image" }));
    if (file.size > AVATAR_MAX_BYTES) return setErrors((e) => ({ ...e, avatar: `Photo must be ${mb(AVATAR_MAX_BYTES)} or smaller` }));
    setErrors((e) => ({ ...e, avatar: undefined }));
    setAvatar(file);
    update({ avatarName: file.name });
    await saveDraftFile("avatar", file).catch(() => undefined);
  };

  const removeAvatar = async () => {
    setAvatar(null);
    update({ avatarName: undefined });
    await saveDraftFile("avatar", null).catch(() => undefined);
  };

  const submit = async () => {
    const pw = needsPassword ? password : readDraftPassword();
    const next: typeof errors = {};
    if (!resume) next.resume = MSG.UploadResume;
    if (needsPassword && !draft.socialToken) {
      if (!pw) next.password = MSG.EmptyPassword;
      else if (pw.length < MIN_PASSWORD) next.password = MSG.ShortPasswordError;
    }
    setErrors(next);
    if (next.resume || next.password) return;

    // The same schema as the server: a draft that misses something sends the person to that step.
    const parsed = registerProviderSchema.safeParse({ ...draftFields(draft), password: pw, resume, avatar: avatar ?? undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(issue.message);
      const step = STEP_OF[String(issue.path[0])];
      if (step) router.push(step);
      return;
    }

    await signUp.run(toFormData(draft, pw, resume!, avatar));
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-semibold text-ink">Resume</h2>
        <p className="mt-1 text-sm text-slate-500">PDF only, up to {mb(RESUME_MAX_BYTES)}. Employers can download it from your profile.</p>
        <label
          htmlFor={resumeId}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            void pickResume(e.dataTransfer.files[0]);
          }}
          className={`mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition hover:border-brand-500 hover:bg-brand-50/50 ${
            errors.resume ? "border-red-400" : resume ? "border-emerald-400 bg-emerald-50/40" : "border-slate-300"
          }`}
        >
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className={resume ? "text-emerald-600" : "text-brand-600"} aria-hidden>
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M9 13h6M9 17h4" />
          </svg>
          {resume ? (
            <span className="text-sm">
              <span className="font-semibold text-ink">{resume.name}</span>
              <span className="text-slate-500"> · {(resume.size / 1024).toFixed(0)} KB · click to replace</span>
            </span>
          ) : (
            <span className="text-sm text-slate-600">
              <span className="font-semibold text-brand-600">Choose a PDF</span> or drop it here
            </span>
          )}
        </label>
        <input
          id={resumeId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Upload resume (PDF)"
          className="sr-only"
          onChange={(e) => {
            void pickResume(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {errors.resume && (
          <p className="mt-2 text-sm text-red-600" role="alert">
            {errors.resume}
          </p>
        )}
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-semibold text-ink">Profile photo (optional)</h2>
        <p className="mt-1 text-sm text-slate-500">A friendly, clear photo of your face helps employers pick you. JPEG, PNG or WebP up to {mb(AVATAR_MAX_BYTES)}.</p>
        <div className="mt-4 flex items-center gap-4">
          <Avatar src={avatarUrl ?? draft.socialAvatar ?? null} name={`${draft.firstName} ${draft.lastName}`} size={72} />
          <label htmlFor={avatarId} className="cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            {avatar ? "Change photo" : "Upload photo"}
          </label>
          <input
            id={avatarId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Upload profile photo"
            className="sr-only"
            onChange={(e) => {
              void pickAvatar(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          {avatar && (
            <Button variant="ghost" size="sm" onClick={removeAvatar}>
              Remove
            </Button>
          )}
        </div>
        {errors.avatar && (
          <p className="mt-2 text-sm text-red-600" role="alert">
            {errors.avatar}
          </p>
        )}
      </section>

      {needsPassword && (
        <section className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="font-semibold text-ink">Choose your password again</h2>
          <p className="mt-1 text-sm text-slate-600">For your safety we do not keep your password once the tab is closed.</p>
          <PasswordInput
            className="mt-4 max-w-sm"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              writeDraftPassword(e.target.value);
            }}
            error={errors.password}
          />
        </section>
      )}

      <StepActions>
        <Button variant="ghost" onClick={() => router.push("/work-experience")}>
          ← Back
        </Button>
        <Button size="lg" loading={busy} onClick={submit}>
          Create my account
        </Button>
      </StepActions>
    </div>
  );
}

function draftFields(d: SignupDraft) {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    location: d.location,
    ...draftAddress(d),
    lat: d.lat,
    lng: d.lng,
    terms: d.terms,
    socialType: d.socialToken ? d.socialType : undefined,
    socialToken: d.socialToken || undefined,
    categories: d.categories,
    title: d.title,
    overview: d.overview,
    skills: d.skills,
    hourlyRate: d.hourlyRate,
    educations: d.educations,
    employments: d.employments,
  };
}

/** The multipart body of user/register_provider: lists as JSON text (names may contain commas). */
function toFormData(d: SignupDraft, password: string, resume: File, avatar: File | null): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(draftFields(d))) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) fd.set(k, JSON.stringify(v));
    else fd.set(k, String(v));
  }
  if (!d.socialToken) fd.set("password", password);
  fd.set("device_token", "");
  fd.set("os", "web");
  fd.set("resume", resume);
  if (avatar) fd.set("avatar", avatar);
  return fd;
}
