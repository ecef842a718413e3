// next-auth (v4) keeps the web session in an encrypted JWT cookie; its name depends on https.
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function sessionCookieName(secure: boolean) {
  return secure ? SESSION_COOKIES[0] : SESSION_COOKIES[1];
}
