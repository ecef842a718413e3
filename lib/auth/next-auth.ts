import "server-only";
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import Facebook from "next-auth/providers/facebook";
import { db } from "@/lib/db";
import { verifyApiToken } from "@/lib/session/tokens";
import { authSecret } from "@/lib/env";
import { loadSession, openSession, revokeSession, SESSION_ABSOLUTE_MS } from "@/lib/session/sessions";
import { signSocialToken } from "@/lib/auth/social-token";
import { identityFromOAuth } from "@/lib/auth/oauth-identity";
import { socialProviderConfig } from "@/lib/integrations/social/config";
import { findOrLinkSocialUser } from "@/lib/accounts/find-social-user";
import { needsSecondFactor, startLoginChallenge } from "@/lib/auth/mfa/login-challenge";
import { isInGoodStanding, standingOf, STANDING } from "@/lib/accounts/standing-states";

/**
 * The web session. E-mail + password and registration first obtain an API token from the spec's
 * user/* calls; the "token" provider turns that token into the session cookie, so the web and the API
 * share one set of rules, messages and rate limits. Google and Facebook sign in through next-auth's own
 * OAuth flow: a known person gets a session, an unknown one is sent to /role with a socialToken; a known
 * person with two-step sign-in on (and every admin) is sent to /login/verify with a challenge instead, where a
 * code finishes the sign-in through user/login_mfa and the "token" provider.
 * The JWT carries our user id (sub), session version (sv) and the id of a server-side "web" Session (sid),
 * checked against the database on every use; signing out revokes that session (lib/session/sessions.ts).
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    // the cookie lives as long as the absolute session lifetime; the Session row ends it earlier
    session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_MS / 1000 },
    pages: { signIn: "/", error: "/" },
    providers: [
      Credentials({
        id: "token",
        name: "API token",
        credentials: { token: { label: "token", type: "text" } },
        async authorize(credentials) {
          // exchange: the API session behind the token ends, a web session (shorter idle timeout) starts
          const claims = credentials?.token ? await verifyApiToken(credentials.token) : null;
          const api = claims ? await loadSession(claims) : null;
          if (!api || !isInGoodStanding(api.user)) return null;
          const previous = await revokeAndRead(api.sessionId);
          if (!previous) return null;
          const web = await openSession(api.user.id, "web", previous);
          return { id: api.user.id, email: api.user.email, sv: api.user.sessionVersion, sid: web.id };
        },
      }),
      ...socialProviders(),
    ],
    events: {
      // next-auth's own sign-out (POST /api/auth/signout) ends the server session too
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await revokeSession(sid);
      },
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (!account || account.provider === "token") return true;
        const identity = identityFromOAuth(account, profile);
        if (!identity) return false;
        const found = await findOrLinkSocialUser(identity);
        if (found && !isInGoodStanding(found))
          return `/login?error=${standingOf(found) === STANDING.closed ? "AccountClosed" : "AccountSuspended"}`;
        if (found && needsSecondFactor(found)) return secondStepUrl(found);
        if (found) return true;
        // needToSignUp: the role screen starts the sign-up with the server-signed identity
        return `/role?social=${encodeURIComponent(await signSocialToken(identity))}`;
      },
      async jwt({ token, user, account, profile }) {
        const identity = account ? identityFromOAuth(account, profile) : null;
        if (identity) {
          // the provider's id must never become the session's subject: map it to our account
          const found = await findOrLinkSocialUser(identity);
          if (!found) throw new Error("AccountNotFound");
          if (!isInGoodStanding(found)) throw new Error("AccountNotInGoodStanding");
          // the provider alone never opens a session of an account that signs in with a code (signIn sent it on)
          if (needsSecondFactor(found)) throw new Error("SecondFactorRequired");
          const ours = await db.user.update({
            where: { id: found.id },
            data: { lastActiveAt: new Date() },
            select: { id: true, sessionVersion: true, email: true, avatar: true },
          });
          const web = await openSession(ours.id, "web");
          token.sub = ours.id;
          token.sv = ours.sessionVersion;
          token.sid = web.id;
          token.email = ours.email;
          token.picture = ours.avatar || null;
        } else if (user) {
          token.sub = user.id;
          token.sv = (user as { sv?: number }).sv ?? 0;
          token.sid = (user as { sid?: string }).sid;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}

/** Where a Google or Facebook sign-in goes for its second step: the code screen, or the notice that an admin must set up first. */
async function secondStepUrl(user: Parameters<typeof startLoginChallenge>[0]): Promise<string> {
  if (!user.totpEnabledAt) return "/login?error=AdminSetup";
  const { challenge } = await startLoginChallenge(user, { os: "web" });
  return `/login/verify?challenge=${encodeURIComponent(challenge)}`;
}

/** Ends the exchanged API session once (a replayed token finds it revoked) and hands on its client info. */
async function revokeAndRead(sessionId: string) {
  const rows = await db.session.updateManyAndReturn({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
    select: { ip: true, userAgent: true },
  });
  return rows[0] ?? null;
}

/** Google and Facebook sign-in, present only when both their keys are configured (lib/integrations/social/config.ts). */
function socialProviders(): NextAuthOptions["providers"] {
  const providers: NextAuthOptions["providers"] = [];
  const google = socialProviderConfig("google");
  if (google) providers.push(Google({ clientId: google.clientId, clientSecret: google.clientSecret }));
  const facebook = socialProviderConfig("facebook");
  if (facebook) {
    providers.push(
      Facebook({
        clientId: facebook.clientId,
        clientSecret: facebook.clientSecret,
        // first and last name as separate fields, which the sign-up form wants
        userinfo: { url: "https://graph.facebook.com/me", params: { fields: "id,name,email,first_name,last_name,picture" } },
      }),
    );
  }
  return providers;
}
