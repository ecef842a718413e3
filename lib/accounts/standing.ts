// The sign-in gate of account standing: every way in (password, second step, passkey, social, the web
// session's token exchange) asks here, so a suspended or closed account is told why and never gets a session.
import { forbidden } from "@/lib/http/errors";
import { standingRefusal, type StandingFields } from "@/lib/accounts/standing-states";

/** Throws 403 "Your account is suspended until …" / "Your account has been closed." when the account may not sign in. */
export function assertMaySignIn(user: StandingFields, now = new Date()) {
  const refusal = standingRefusal(user, now);
  if (refusal) throw forbidden(refusal);
}
