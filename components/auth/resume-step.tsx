"use client";
import { Button } from "@/components/ui/button";
import { StepActions } from "@/components/auth/signup-step-shell";
import { PasswordAgainSection, PhotoSection, ResumeSection } from "@/components/auth/resume-step-parts";
import { useResumeStep } from "@/components/auth/use-resume-step";

/** The last sign-up step: resume (PDF), an optional photo, then user/register_provider and home. */
export function ResumeStep() {
  const r = useResumeStep();
  const { draft } = r;

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;

  return (
    <div className="flex flex-col gap-6">
      <ResumeSection resume={r.resume} error={r.errors.resume} onPick={(file) => void r.pickResume(file)} />

      <PhotoSection
        src={r.avatarUrl ?? draft.socialAvatar ?? null}
        name={`${draft.firstName} ${draft.lastName}`}
        hasPhoto={r.avatar !== null}
        error={r.errors.avatar}
        onPick={(file) => void r.pickAvatar(file)}
        onRemove={r.removeAvatar}
      />

      {r.needsPassword && <PasswordAgainSection value={r.password} error={r.errors.password} onChange={r.changePassword} />}

      <StepActions>
        <Button variant="ghost" onClick={r.back}>
          ← Back
        </Button>
        <Button size="lg" loading={r.busy} onClick={r.submit}>
          Create my account
        </Button>
      </StepActions>
    </div>
  );
}
