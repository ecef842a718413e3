"use client";
// The last sign-up step's sections: the resume drop zone, the optional photo and the password asked again.
import { useId } from "react";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";
import { Button } from "@/components/ui/button";
import { Avatar } from "@/components/ui/avatar";
import { PasswordInput } from "@/components/auth/password-input";
import { mb } from "@/components/auth/use-resume-step";

export function ResumeSection({
  resume,
  error,
  onPick,
}: {
  resume: File | null;
  error?: string;
  onPick: (file: File | undefined) => void;
}) {
  const resumeId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="font-semibold text-ink">Resume</h2>
      <p className="mt-1 text-sm text-slate-500">PDF only, up to {mb(RESUME_MAX_BYTES)}. Employers can download it from your profile.</p>
      <label
        htmlFor={resumeId}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          onPick(e.dataTransfer.files[0]);
        }}
        className={`mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition hover:border-brand-500 hover:bg-brand-50/50 ${
          error ? "border-red-400" : resume ? "border-emerald-400 bg-emerald-50/40" : "border-slate-300"
        }`}
      >
        <svg
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          className={resume ? "text-emerald-600" : "text-brand-600"}
          aria-hidden
        >
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
          onPick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {error && (
        <p className="mt-2 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function PhotoSection({
  src,
  name,
  hasPhoto,
  error,
  onPick,
  onRemove,
}: {
  src: string | null;
  name: string;
  hasPhoto: boolean;
  error?: string;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const avatarId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="font-semibold text-ink">Profile photo (optional)</h2>
      <p className="mt-1 text-sm text-slate-500">
        A friendly, clear photo of your face helps employers pick you. JPEG, PNG or WebP up to {mb(AVATAR_MAX_BYTES)}.
      </p>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={src} name={name} size={72} />
        <label
          htmlFor={avatarId}
          className="cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {hasPhoto ? "Change photo" : "Upload photo"}
        </label>
        <input
          id={avatarId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Upload profile photo"
          className="sr-only"
          onChange={(e) => {
            onPick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {hasPhoto && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {error && (
        <p className="mt-2 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function PasswordAgainSection({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <section className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <h2 className="font-semibold text-ink">Choose your password again</h2>
      <p className="mt-1 text-sm text-slate-600">For your safety we do not keep your password once the tab is closed.</p>
      <PasswordInput
        className="mt-4 max-w-sm"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
    </section>
  );
}
