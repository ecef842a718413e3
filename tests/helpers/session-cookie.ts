// A web session cookie as next-auth would set it after a sign-in: a real server-side "web" session and the
// encrypted JWT carrying its id (sub, sv, sid), so a test can act as a browser.
import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { openSession } from "@/lib/session/sessions";

export async function webSessionCookie(user: { id: string; sessionVersion: number }) {
  const session = await openSession(user.id, "web", { ip: "10.9.9.9" });
  const value = await encode({ token: { sub: user.id, sv: user.sessionVersion, sid: session.id }, secret: authSecret() });
  return { cookie: `next-auth.session-token=${value}`, sessionId: session.id };
}
