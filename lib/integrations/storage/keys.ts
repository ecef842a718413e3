// Storage keys and the app URL of public objects; shared by both adapters and the files route.

/** Keys are built by us, but they also arrive from URLs (/api/files/...): allow only plain path segments. */
const SEGMENT_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key.split("/").every((s) => SEGMENT_RE.test(s) && s !== "." && s !== "..");
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The path under which the app itself serves public objects (app/api/files/[...key]). */
export const FILES_ROUTE = "/api/files/";

export function appFileUrl(key: string): string {
  return FILES_ROUTE + key.split("/").map(encodeURIComponent).join("/");
}

/** Only these objects (profile photos, company logos) are served to anyone through /api/files; resumes stay
 *  behind the sign-in check. */
const PUBLIC_PREFIXES = ["avatars/", "logos/"];

export function isPublicKey(key: string): boolean {
  return isValidKey(key) && PUBLIC_PREFIXES.some((p) => key.startsWith(p));
}
