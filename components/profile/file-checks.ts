// The upload limits of the server (lib/uploads/check-upload.ts), checked in the browser first so a wrong or
// oversized file is refused before it travels. The server still checks the content itself.
import { UPLOAD_MSG } from "@/lib/uploads/check-upload";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

export function avatarFileError(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type) && !/\.(jpe?g|png|webp)$/i.test(file.name)) return UPLOAD_MSG.AvatarType;
  if (file.size > AVATAR_MAX_BYTES) return UPLOAD_MSG.AvatarSize;
  return null;
}

export function logoFileError(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type) && !/\.(jpe?g|png|webp)$/i.test(file.name)) return UPLOAD_MSG.LogoType;
  if (file.size > AVATAR_MAX_BYTES) return UPLOAD_MSG.LogoSize;
  return null;
}

export function resumeFileError(file: File): string | null {
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return UPLOAD_MSG.ResumeType;
  if (file.size > RESUME_MAX_BYTES) return UPLOAD_MSG.ResumeSize;
  if (file.size === 0) return UPLOAD_MSG.ResumeEmpty;
  return null;
}
