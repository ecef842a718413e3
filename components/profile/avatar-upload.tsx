"use client";
// Profile photo: pick a JPEG/PNG/WebP (≤ 5 MB), see it at once, and it is saved through update_customer /
// update_provider (use-image-upload.ts). A refused upload puts the old photo back.
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";
import { avatarFileError } from "@/components/profile/file-checks";
import { ImageFileInput, UploadSpinner } from "@/components/profile/image-upload-parts";
import { useImageUpload } from "@/components/profile/use-image-upload";
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
  const { input, preview, pending, pick, choose } = useImageUpload({
    user,
    onSaved,
    field: "avatar",
    fileError: avatarFileError,
    uploaded: "Profile photo updated",
  });

  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <Avatar src={preview ?? (user.avatar || null)} name={name} size={size} />
      {pending && <UploadSpinner rounded="rounded-full" />}
      <button
        type="button"
        onClick={choose}
        disabled={pending}
        aria-label="Change profile photo"
        title="Change profile photo"
        className="absolute bottom-0 right-0 flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-brand-600 text-white shadow transition hover:bg-brand-700"
      >
        <Icon name="camera" className="h-4 w-4" />
      </button>
      <ImageFileInput inputRef={input} testId="avatar-input" label="Profile photo file" onPick={pick} />
    </div>
  );
}
