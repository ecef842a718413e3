import "server-only";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 with the defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD = 30;
export const TOTP_ISSUER = "Gigline";
/** One step either side of now: a phone clock up to 30 s off still works. */
const WINDOW = 1;

/** A new random secret, 160 bits (RFC 4226 §4), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second step a code belongs to, or null when it matches no step of the window. The caller
 * records the step (User.totpLastStep) so one code is accepted once only.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    period: TOTP_PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? null : currentStep(now) + delta;
}

/** The code of a step (tests, the seed's demo output and the e2e specs compute codes with otpauth too). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), period: TOTP_PERIOD, timestamp: now });
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

/** The Key URI an authenticator app scans: otpauth://totp/Gigline:<email>?secret=…&issuer=Gigline&… */
export function otpauthUrl(secretBase32: string, email: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: TOTP_ISSUER,
    algorithm: "SHA1",
    digits: "6",
    period: String(TOTP_PERIOD),
  });
  return `otpauth://totp/${label}?${query}`;
}

/** The Key URI as a QR code, an SVG drawn on the server (no image request, nothing leaves the page). */
export async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** A secret as people type it: groups of four, for reading it off the screen. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})/g, "$1 ").trim();
}
