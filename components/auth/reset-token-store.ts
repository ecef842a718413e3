"use client";
// The one-time reset token travels from /verify-code to /reset-password in this tab's sessionStorage, keyed
// by e-mail: never in the URL (history, logs, Referer), gone when the tab closes, removed once used.

const KEY = (email: string) => `gigline.reset-token:${email.trim().toLowerCase()}`;

type Stored = { token: string; expiresAt: string };

export function saveResetToken(email: string, token: string, expiresAt: string) {
  try {
    window.sessionStorage.setItem(KEY(email), JSON.stringify({ token, expiresAt } satisfies Stored));
  } catch {
    // storage refused (private mode quota): the reset page then asks for a new code
  }
}

/** The stored token, or null when there is none or it has expired. */
export function readResetToken(email: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY(email));
    if (!raw) return null;
    const { token, expiresAt } = JSON.parse(raw) as Stored;
    if (!token || !(Date.parse(expiresAt) > Date.now())) {
      clearResetToken(email);
      return null;
    }
    return token;
  } catch {
    return null;
  }
}

export function clearResetToken(email: string) {
  try {
    window.sessionStorage.removeItem(KEY(email));
  } catch {
    // nothing stored
  }
}
