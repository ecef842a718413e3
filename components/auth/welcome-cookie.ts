// A short-lived marker cookie set by a sign-up (never by a sign-in): the first home screen reads it on the
// server to welcome the new person (instead of "Welcome back") with the next step of their role, and the
// welcome card drops it once shown. Not a "use client" module: the server page needs the name itself, not
// a client reference to it. Nothing secret is in it.
export const WELCOME_COOKIE = "gigline-welcome";

/** 15 minutes: enough for the first page load after the sign-up, gone if it never comes. */
export function setWelcomeCookie() {
  document.cookie = `${WELCOME_COOKIE}=1; path=/; max-age=900; samesite=lax`;
}

export function clearWelcomeCookie() {
  document.cookie = `${WELCOME_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
