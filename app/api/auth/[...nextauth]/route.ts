import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { withBodyLimit } from "@/lib/http/body";

// next-auth's forms (credentials, CSRF token, callback URL) are a few hundred urlencoded bytes: cap what it
// reads, and refuse other body types (a JSON body makes next-auth throw, a 500).
const NEXTAUTH_MAX_BYTES = 64 * 1024;

const handler = withBodyLimit(
  NEXTAUTH_MAX_BYTES,
  ["application/x-www-form-urlencoded"],
  (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
    // next-auth v4 reads the options per request, so env changes (social keys) need no rebuild
    NextAuth(req as never, ctx as never, authOptions()),
);

export { handler as GET, handler as POST };
