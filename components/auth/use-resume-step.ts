"use client";
// The last sign-up step's state: the resume and photo (kept in the draft across reloads), the password
// asked again when the tab forgot it, and user/register_provider.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { MSG } from "@/lib/accounts/messages";
import { MIN_PASSWORD } from "@/lib/accounts/schemas";
import { registerProviderSchema } from "@/lib/profiles/schemas";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useToast } from "@/components/ui/toast";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { useRequiredDraft } from "@/components/auth/use-required-draft";
import {
  clearSignupDraft,
  draftAddress,
  loadDraftFile,
  readDraftPassword,
  saveDraftFile,
  writeDraftPassword,
  type SignupDraft,
} from "@/hooks/use-signup-draft";

const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

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

export function useResumeStep() {
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
  const chosen = useRef({ resume: false, avatar: false });
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

  useEffect(() => {
    // The draft's files arrive from IndexedDB after the first render: a choice made in the meantime wins.
    void loadDraftFile("resume").then((saved) => !chosen.current.resume && setResume(saved));
    void loadDraftFile("avatar").then((saved) => !chosen.current.avatar && setAvatar(saved));
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

  const pickResume = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name))
      return setErrors((e) => ({ ...e, resume: "Resume must be a PDF file" }));
    if (file.size > RESUME_MAX_BYTES) return setErrors((e) => ({ ...e, resume: `Resume must be ${mb(RESUME_MAX_BYTES)} or smaller` }));
    setErrors((e) => ({ ...e, resume: undefined }));
    chosen.current.resume = true;
    setResume(file);
    update({ resumeName: file.name });
    await saveDraftFile("resume", file).catch(() => toast.info("Your resume will need to be chosen again if you reload this page."));
  };

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, avatar: "Photo must be a JPEG, PNG or WebP image" }));
    if (file.size > AVATAR_MAX_BYTES) return setErrors((e) => ({ ...e, avatar: `Photo must be ${mb(AVATAR_MAX_BYTES)} or smaller` }));
    setErrors((e) => ({ ...e, avatar: undefined }));
    chosen.current.avatar = true;
    setAvatar(file);
    update({ avatarName: file.name });
    await saveDraftFile("avatar", file).catch(() => undefined);
  };

  const removeAvatar = async () => {
    chosen.current.avatar = true;
    setAvatar(null);
    update({ avatarName: undefined });
    await saveDraftFile("avatar", null).catch(() => undefined);
  };

  const changePassword = (value: string) => {
    setPassword(value);
    writeDraftPassword(value);
  };

  const submit = async () => {
    if (!draft) return;
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

  return {
    draft,
    resume,
    avatar,
    avatarUrl,
    needsPassword,
    password,
    errors,
    busy,
    pickResume,
    pickAvatar,
    removeAvatar,
    changePassword,
    submit,
    back: () => router.push("/work-experience"),
  };
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
