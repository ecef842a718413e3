import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { getRequestUser, type AuthUser } from "@/lib/auth/current-user";
import type { UserType } from "@/lib/generated/prisma/enums";

type Role = UserType | "any";

type Options<S extends z.ZodType | undefined> = {
  /** true (default): a signed-in user is required; "optional": used when present; false: never read. */
  auth?: boolean | "optional";
  /** restrict to these user types (customer = employer, provider = employee) */
  role?: Role | Role[];
  input?: S;
};

type Ctx<S extends z.ZodType | undefined, A> = {
  req: Request;
  input: S extends z.ZodType ? z.infer<S> : Record<string, never>;
  user: A;
  params: Record<string, string>;
};

type UserFor<O> = O extends { auth: false } ? null : O extends { auth: "optional" } ? AuthUser | null : AuthUser;

/**
 * Wraps a route handler: parses input (JSON, multipart or query string, plus route params), validates it
 * with zod, resolves the user, and answers `{ result: true, ...data }` or `{ result: false, error }`.
 */
export function route<S extends z.ZodType | undefined = undefined, O extends Options<S> = Options<S>>(
  options: O & Options<S>,
  handler: (ctx: Ctx<S, UserFor<O>>) => Promise<Record<string, unknown> | Response>,
) {
  return async (req: Request, context: { params?: Promise<Record<string, string | string[]>> }) => {
    try {
      const params = Object.fromEntries(
        Object.entries((await context?.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const authMode = options.auth ?? true;
      const user = authMode === false ? null : await getRequestUser(req);
      if (authMode === true && !user) throw new AppError(401, "Please sign in to continue.");
      if (options.role && user) {
        const roles = Array.isArray(options.role) ? options.role : [options.role];
        if (!roles.includes("any") && !roles.includes(user.type)) {
          throw new AppError(403, roleMessage(roles));
        }
      }
      const raw = { ...(await readInput(req)), ...params };
      let input: unknown = raw;
      if (options.input) {
        const parsed = options.input.safeParse(raw);
        if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
        input = parsed.data;
      }
      const out = await handler({ req, input, user, params } as Ctx<S, UserFor<O>>);
      if (out instanceof Response) return out;
      return NextResponse.json({ result: true, ...out });
    } catch (err) {
      return errorResponse(err);
    }
  };
}

export function errorResponse(err: unknown) {
  if (err instanceof AppError) {
    return NextResponse.json({ result: false, error: err.message, ...err.extra }, { status: err.status });
  }
  if (err instanceof z.ZodError) {
    return NextResponse.json({ result: false, error: describeZodError(err) }, { status: 400 });
  }
  console.error("[api] unexpected error", err);
  return NextResponse.json({ result: false, error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

async function readInput(req: Request): Promise<Record<string, unknown>> {
  if (req.method === "GET" || req.method === "HEAD") {
    return Object.fromEntries(new URL(req.url).searchParams);
  }
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new AppError(400, "The form data could not be read.");
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of form.entries()) {
      // Keep Files as Files; an empty file input arrives as a nameless, empty File: treat it as absent.
      if (typeof v !== "string" && v.size === 0 && !v.name) continue;
      out[k] = v;
    }
    return out;
  }
  const text = await req.text();
  if (!text.trim()) return Object.fromEntries(new URL(req.url).searchParams);
  try {
    const body = JSON.parse(text);
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new Error("not an object");
    return { ...Object.fromEntries(new URL(req.url).searchParams), ...body };
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
}

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  // Our schemas carry the spec's own messages; zod's generic ones get the field name in front.
  const generic = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/.test(issue.message);
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

function roleMessage(roles: Role[]) {
  if (roles.length === 1 && roles[0] === "customer") return "Only employers can do that.";
  if (roles.length === 1 && roles[0] === "provider") return "Only employees can do that.";
  return "Your account type cannot do that.";
}
