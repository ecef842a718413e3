"use client";
// One image upload of the profile editor (the profile photo, the company logo): pick a JPEG/PNG/WebP (≤ 5 MB),
// see it at once, and it is saved through update_customer / update_provider. A refused upload puts the old
// image back.
import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useUpdateProfile, type ProfilePatch } from "@/hooks/use-update-profile";
import type { SelfUserDto } from "@/lib/accounts/dto";

type Options = {
  user: SelfUserDto;
  onSaved: (u: SelfUserDto) => void;
  /** the profile field the picked file is sent as */
  field: "avatar" | "companyLogo";
  /** the browser's check of the file (components/profile/file-checks.ts): a message, or null when it may go */
  fileError: (file: File) => string | null;
  /** the success toast of an upload */
  uploaded: string;
};

export function useImageUpload({ user, onSaved, field, fileError, uploaded }: Options) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const toast = useToast();
  const update = useUpdateProfile(user);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  /** Sends the patch; the new user goes to `onSaved` and the preview is dropped either way. */
  const save = (patch: ProfilePatch, done: string) =>
    update.mutate(patch, {
      onSuccess: (u) => {
        onSaved(u);
        setPreview(null);
        toast.success(done);
      },
      onError: () => setPreview(null),
    });

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = fileError(file);
    if (problem) return toast.error(problem);
    setPreview(URL.createObjectURL(file));
    save({ [field]: file }, uploaded);
  };

  return { input, preview, pending: update.isPending, pick, save, choose: () => input.current?.click() };
}
