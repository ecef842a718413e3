"use client";
// The Resume tab: upload a PDF (≤ 10 MB), download it, replace it or remove it.
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { Icon } from "@/components/dashboard/icons";
import { resumeFileError } from "@/components/profile/file-checks";
import { formatBytes, formatLongDate } from "@/components/profile/format";
import { useUpdateProfile } from "@/hooks/use-update-profile";
import type { SelfUserDto } from "@/lib/accounts/dto";

export function ResumePanel({ user, onSaved }: { user: SelfUserDto; onSaved: (u: SelfUserDto) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const toast = useToast();
  const update = useUpdateProfile(user);
  const resume = user.resume;

  const upload = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = resumeFileError(file);
    if (problem) return toast.error(problem);
    update.mutate(
      { resume: file },
      {
        onSuccess: (u) => {
          onSaved(u);
          toast.success(resume ? "Resume replaced" : "Resume uploaded");
        },
      },
    );
  };

  const remove = () =>
    update.mutate(
      { removeResume: true },
      {
        onSuccess: (u) => {
          onSaved(u);
          setConfirmRemove(false);
          toast.success("Resume removed");
        },
      },
    );

  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">Resume</h2>
      <p className="mt-1 text-sm text-slate-500">Employers can download your resume from your profile. PDF only, up to 10 MB.</p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="hidden"
        data-testid="resume-input"
        aria-label="Resume file"
        onChange={(e) => upload(e.target.files?.[0])}
      />
      {resume ? (
        <div className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-600">
            <Icon name="file" className="h-6 w-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" data-testid="resume-name">
              {resume.name}
            </p>
            <p className="text-xs text-slate-500">
              {formatBytes(resume.size)} · uploaded {formatLongDate(resume.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={resume.url}
              download={resume.name}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Icon name="download" className="h-4 w-4" />
              Download
            </a>
            <Button size="sm" variant="secondary" loading={update.isPending} onClick={() => input.current?.click()}>
              <Icon name="upload" className="h-4 w-4" />
              Replace
            </Button>
            <Button size="sm" variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setConfirmRemove(true)}>
              <Icon name="trash" className="h-4 w-4" />
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-xl border-2 border-dashed border-slate-300 px-6 py-10 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <Icon name="upload" className="h-6 w-6" />
          </span>
          <p className="mt-3 font-medium text-slate-800">No resume uploaded yet</p>
          <p className="mt-1 text-sm text-slate-500">A resume helps employers decide faster.</p>
          <Button className="mt-4" loading={update.isPending} onClick={() => input.current?.click()}>
            Upload Resume
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title="Remove resume"
        message={`Are you sure you want to delete "${resume?.name ?? ""}"?`}
        danger
        loading={update.isPending}
        onClose={() => setConfirmRemove(false)}
        onConfirm={remove}
      />
    </section>
  );
}
