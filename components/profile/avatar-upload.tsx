"use client";
// Profile photo: pick a JPEG/PNG/WebP (≤ 5 MB), see it at once, and it is saved through update_customer /
// update_provider. A refused upload puts the old photo back.
import { useEffect, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { useToast } from "@/components/ui/toast";
import { Icon } from "@/components/dashboard/icons";
import { avatarFileError } from "@/components/profile/file-checks";
import { useUpdateProfile } from "@/hooks/use-update-profile";
import type { SelfUserDto } from "@/lib/accounts/dto";

export function AvatarUpload({
  user,
  name,
  onSaved,
  size = 96,
}: {
  user: SelfUserDto;
  name: string;
  onSaved: (u: SelfUserDto) => void;
  size?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const toast = useToast();
  const update = useUpdateProfile(user);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) return toast.error(problem);
    setPreview(URL.createObjectURL(file));
    update.mutate(
      { avatar: file },
      {
        onSuccess: (u) => {
          onSaved(u);
          setPreview(null);
          toast.success("Profile photo updated");
        },
        onError: () => setPreview(null),
      },
    );
  };

  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <Avatar src={preview ?? (user.avatar || null)} name={name} size={size} />
      {update.isPending && (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/60">
          <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        </span>
      )}
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={update.isPending}
        aria-label="Change profile photo"
        title="Change profile photo"
        className="absolute bottom-0 right-0 flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-brand-600 text-white shadow transition hover:bg-brand-700"
      >
        <Icon name="camera" className="h-4 w-4" />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        data-testid="avatar-input"
        aria-label="Profile photo file"
        onChange={(e) => pick(e.target.files?.[0])}
      />
    </div>
  );
}
