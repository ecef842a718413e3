// Upload checks by CONTENT (magic bytes), never by file name or the browser's claimed type, with
// messages that state the limits. Used by the register and profile-update calls, and (UPLOAD_MSG) by
// the browser-side pre-checks in components/profile/file-checks.ts: keep this file free of node: imports.
import { badRequest } from "@/lib/http/errors";
import { AVATAR_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/uploads/limits";

export const UPLOAD_MSG = {
  ResumeType: "Resume must be a PDF file.",
  ResumeSize: `Resume must be ${RESUME_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  ResumeEmpty: "The resume file is empty.",
  AvatarType: "Profile photo must be a JPEG, PNG or WebP image.",
  AvatarSize: `Profile photo must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  LogoType: "Company logo must be a JPEG, PNG or WebP image.",
  LogoSize: `Company logo must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller.`,
} as const;

export type ImageKind = { contentType: "image/jpeg" | "image/png" | "image/webp"; ext: "jpg" | "png" | "webp" };

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** JPEG, PNG or WebP by their signatures; null for anything else (SVG, GIF, HTML, …). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", ext: "png" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { contentType: "image/webp", ext: "webp" };
  return null;
}

/** A PDF starts with "%PDF-" (readers tolerate a little leading junk; we do not). */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii("%PDF-"));
}

export type CheckedResume = { bytes: Uint8Array; name: string; size: number };
export type CheckedAvatar = ImageKind & { bytes: Uint8Array; size: number };

export async function checkResume(file: File): Promise<CheckedResume> {
  // the size first, so an oversized upload is refused without reading it into memory
  if (file.size > RESUME_MAX_BYTES) throw badRequest(UPLOAD_MSG.ResumeSize);
  if (file.size === 0) throw badRequest(UPLOAD_MSG.ResumeEmpty);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw badRequest(UPLOAD_MSG.ResumeType);
  return { bytes, name: resumeFileName(file.name), size: bytes.byteLength };
}

export async function checkAvatar(
  file: File,
  msg: { type: string; size: string } = { type: UPLOAD_MSG.AvatarType, size: UPLOAD_MSG.AvatarSize },
): Promise<CheckedAvatar> {
  if (file.size > AVATAR_MAX_BYTES) throw badRequest(msg.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(msg.type);
  return { ...kind, bytes, size: bytes.byteLength };
}

/** A company logo: the profile photo's rules (JPEG, PNG or WebP by content, up to 5 MB), with its own words. */
export function checkLogo(file: File): Promise<CheckedAvatar> {
  return checkAvatar(file, { type: UPLOAD_MSG.LogoType, size: UPLOAD_MSG.LogoSize });
}

/**
 * The name shown and used for downloads: no path, no control characters, no invisible formatting
 * characters, bounded, ending in .pdf. Unicode "format" characters (category Cf) go: the bidi controls
 * (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) that make "resume\u202Efdp.exe" read as
 * "resumeexe.pdf", and zero-width ones that make two names look alike.
 */
export function resumeFileName(original: string): string {
  const base = (original || "").normalize("NFC").split(/[\\/]/).pop() ?? "";
  let name = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"]/gu, "")
    .trim()
    .slice(0, 150);
  if (!name || name === "blob") name = "resume.pdf";
  if (!/\.pdf$/i.test(name)) name += ".pdf";
  return name;
}
