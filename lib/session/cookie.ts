// next-auth (v4) keeps the web session in an encrypted JWT cookie; its name depends on https.
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** Sign-out's answer drops the session cookie under both of its names. */
type CookieSetter = {
  cookies: { set: (name: string, value: string, opts: { maxAge: number; path: string; secure?: boolean }) => unknown };
};

export function clearSessionCookies<R extends CookieSetter>(res: R): R {
  for (const name of SESSION_COOKIES) {
    res.cookies.set(name, "", { maxAge: 0, path: "/", ...(name.startsWith("__Secure-") ? { secure: true } : {}) });
  }
  return res;
}
