import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
  // next-auth v4 reads the options per request, so env changes (social keys) need no rebuild
  NextAuth(req as never, ctx as never, authOptions());

export { handler as GET, handler as POST };
