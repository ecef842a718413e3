import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import Facebook from "next-auth/providers/facebook";
import { db } from "@/lib/db";
import { authSecret, verifyApiToken } from "@/lib/auth/tokens";
import { signSocialToken } from "@/lib/auth/social-token";
import { identityFromOAuth } from "@/lib/auth/oauth-identity";
import { socialProviderConfig } from "@/lib/integrations/social/config";
import { findOrLinkSocialUser } from "@/lib/accounts/find-social-user";

/**
 * The web session. E-mail + password and registration first obtain an API token from the spec's
 * user/* calls; the "token" provider turns that token into the session cookie, so the web and the API
 * share one set of rules, messages and rate limits. Google and Facebook sign in through next-auth's own
 * OAuth flow: a known person gets a session, an unknown one is sent to /role with a socialToken.
 * The JWT carries our user id (sub) and session version (sv), checked against the database on every use.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/", error: "/" },
    providers: [
      Credentials({
        id: "token",
        name: "API token",
        credentials: { token: { label: "token", type: "text" } },
        async authorize(credentials) {
          const claims = credentials?.token ? await verifyApiToken(credentials.token) : null;
          if (!claims) return null;
          const user = await db.user.findUnique({ where: { id: claims.sub }, select: { id: true, sessionVersion: true, deletedAt: true, email: true } });
          if (!user || user.deletedAt || user.sessionVersion !== claims.sv) return null;
          return { id: user.id, email: user.email, sv: user.sessionVersion };
        },
      }),
      ...socialProviders(),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        if (!account || account.provider === "token") return true;
        const identity = identityFromOAuth(account, profile);
        if (!identity) return false;
        if (await findOrLinkSocialUser(identity)) return true;
        // needToSignUp: the role screen starts the sign-up with the server-signed identity
        return `/role?social=${encodeURIComponent(await signSocialToken(identity))}`;
      },
      async jwt({ token, user, account, profile }) {
        const identity = account ? identityFromOAuth(account, profile) : null;
        if (identity) {
          // the provider's id must never become the session's subject: map it to our account
          const found = await findOrLinkSocialUser(identity);
          if (!found) throw new Error("AccountNotFound");
          const ours = await db.user.update({
            where: { id: found.id },
            data: { lastActiveAt: new Date() },
            select: { id: true, sessionVersion: true, email: true, avatar: true },
          });
          token.sub = ours.id;
          token.sv = ours.sessionVersion;
          token.email = ours.email;
          token.picture = ours.avatar || null;
        } else if (user) {
          token.sub = user.id;
          token.sv = (user as { sv?: number }).sv ?? 0;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
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
