import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { JSON_MAX_BYTES, readBodyCapped } from "@/lib/http/body";
import { assertSameOrigin } from "@/lib/http/origin";
import { isUniqueViolation, uniqueViolationMessage } from "@/lib/http/unique-violation";
import { getRequestClaims, getRequestUser, type AuthUser } from "@/lib/session/current-user";
import {
  loadSession,
  loadSessionWith,
  sessionRowSql,
  type JoinedRead,
  type SessionClaims,
  type SessionIdentity,
  type StatementSessionUser,
} from "@/lib/session/sessions";
import { Prisma } from "@/lib/generated/prisma/client";
import type { UserType } from "@/lib/generated/prisma/enums";
import { withRequestOrigin } from "@/lib/http/request-origin";

type Role = UserType | "any";
/** What a call accepts as its body: JSON (default), multipart/form-data (files), or nothing. */
export type BodyKind = "json" | "multipart" | "none";

type Options<S extends z.ZodType | undefined> = {
  /**
   * true (default): a signed-in user is required; "optional": used when present; false: never read;
   * "joined": required, and checked in the statement of the call's own read (`ctx.session.read(…)`, which
   * the handler must call exactly once before it answers): one round trip instead of two on a hot read.
   */
  auth?: boolean | "optional" | "joined";
  /**
   * restrict to these user types (customer = employer, provider = employee). An admin passes an admin-only role
   * (an admin tool) only with two-step sign-in on (every admin signs in with its second step, so the session was opened with
   * it); without it the call answers 403 asking for the set-up. auth "joined" reads no second-factor state,
   * so an "admin" role there always refuses admins: admin calls use auth true.
   */
  role?: Role | Role[];
  input?: S;
  /** the body types this call documents (spec's call table); any other Content-Type answers 415 */
  body?: BodyKind | BodyKind[];
  /** the most bytes the body may have (default JSON_MAX_BYTES); more answers 413 while streaming */
  maxBytes?: number;
  /** the 413 message, e.g. the upload limits of the profile calls */
  tooLargeMessage?: string;
};

type Ctx<S extends z.ZodType | undefined, A> = {
  req: Request;
  input: S extends z.ZodType ? z.infer<S> : Record<string, never>;
  user: A;
  params: Record<string, string>;
  /** auth "joined" only: checks the session and runs `read` in one statement (401/403 as the wrapper would) */
  session: JoinedSession;
};

/** A joined read answers as whom (id and type: the session's user's other fields are not read) and what it read. */
export type JoinedSession = {
  read: <T>(read: JoinedRead<T>) => Promise<{ user: SessionIdentity; value: T }>;
  /**
   * For a write: the session's check inside the handler's own first statement, a transaction's (one round
   * trip less). `cte` (`session AS (…)`) goes in the statement's WITH and `column` in its select list; the
   * handler makes the statement's writes depend on `EXISTS (SELECT 1 FROM session)` where a write must not
   * happen for a dead session, and hands the column's value to `check` before anything else. check answers
   * the signed-in user, or throws the 401/403 the wrapper would (the handler's transaction then rolls back).
   */
  inStatement: () => StatementSession;
  /** the user the request's signed token or cookie names: who the call claims to be until `check` says so */
  claimedUserId: string;
  /** the session checked alone, before the statement (a branch that must know the user first: one round trip more) */
  live: () => Promise<SessionIdentity>;
};

export type StatementSession = { cte: Prisma.Sql; column: Prisma.Sql; check: (value: unknown) => StatementSessionUser };

type UserFor<O> = O extends { auth: false }
  ? null
  : O extends { auth: "optional" }
    ? AuthUser | null
    : O extends { auth: "joined" }
      ? null
      : AuthUser;

/**
 * Wraps a route handler: refuses cross-site cookie writes, reads the body under a byte cap (JSON, or
 * multipart where the call says so; a GET's query string; never a POST's query string), refuses NUL
 * characters anywhere in the input, validates it with zod, resolves the user, and answers
 * `{ result: true, ...data }` or `{ result: false, error }`, never cached (`Cache-Control: no-store`).
 */
/**
 * What a call takes and answers, carried by its handler's type only (nothing at run time): the browser's
 * `api(path, input)` reads them through lib/api-routes.generated.ts. `input` is what the schema accepts
 * (before its defaults and transforms); `output` is the JSON answer's data, `result: true` included.
 */
export type RouteTypes<In, Out> = { readonly [routeTypes]?: { input: In; output: Out } };
declare const routeTypes: unique symbol;
declare const jsonAnswer: unique symbol;
/** A Response whose body is JSON the route serialised itself (a cached answer's bytes): T names its data. */
export type JsonResponse<T> = Response & { readonly [jsonAnswer]?: T };
type AnswerOf<R> = [Exclude<R, Response>] extends [never]
  ? R extends { readonly [jsonAnswer]?: infer T }
    ? { result: true } & T
    : Record<string, unknown>
  : { result: true } & Exclude<R, Response>;
/** The input and answer types a `route()` handler declares (unbranded handlers: any JSON object). */
export type RouteIO<H> = H extends { readonly [routeTypes]?: { input: infer I; output: infer O } }
  ? { input: I; output: O }
  : { input: Record<string, unknown>; output: Record<string, unknown> };

export function route<
  S extends z.ZodType | undefined = undefined,
  O extends Options<S> = Options<S>,
  R extends Record<string, unknown> | Response = Record<string, unknown> | Response,
>(
  options: O & Options<S>,
  handler: (ctx: Ctx<S, UserFor<O>>) => Promise<R>,
): ((req: Request, context: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  routeOptions: Options<z.ZodType | undefined>;
} & RouteTypes<S extends z.ZodType ? z.input<S> : Record<string, never>, AnswerOf<R>> {
  const handle = (req: Request, context: { params?: Promise<Record<string, string | string[]>> }) =>
    withRequestOrigin(req, async () => {
      try {
        const params = Object.fromEntries(
          Object.entries((await context?.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
        );
        const authMode = options.auth ?? true;
        // every mode: a call that reads the cookie itself (user/logout) is as open to a foreign page's post
        assertSameOrigin(req);
        if (authMode === "joined") return await handleJoined(req, params, options, handler as JoinedHandler);
        const user = authMode === false ? null : await getRequestUser(req);
        if (authMode === true && !user) throw new AppError(401, SIGN_IN);
        if (user) assertRole(options, user);
        const input = await readValidInput(req, params, options);
        const out = await handler({ req, input, user, params, session: NO_JOINED_SESSION } as Ctx<S, UserFor<O>>);
        return answer(out);
      } catch (err) {
        return errorResponse(err);
      }
    });
  // the options stay readable on the handler: the fuzz test (tests/integration/http-fuzz.test.ts) uses them
  return Object.assign(handle, { routeOptions: options as Options<z.ZodType | undefined> });
}

const NO_STORE = { "cache-control": "no-store" };
const SIGN_IN = "Please sign in to continue.";

// Response.json, not NextResponse.json (which builds the Response twice): an API answer needs none of its extras
function answer(out: Record<string, unknown> | Response) {
  if (out instanceof Response) return out;
  return Response.json({ result: true, ...out }, { headers: NO_STORE });
}

function assertRole(options: Options<z.ZodType | undefined>, user: Pick<AuthUser, "type"> & { totpEnabledAt?: Date | null }) {
  if (!options.role) return;
  const roles = Array.isArray(options.role) ? options.role : [options.role];
  if (!roles.includes("any") && !roles.includes(user.type)) throw new AppError(403, roleMessage(roles));
  // admin tools (calls for admins only); an admin looking at a screen others share (the employee home) is not using one
  if (user.type === "admin" && roles.length === 1 && roles[0] === "admin" && !user.totpEnabledAt)
    throw new AppError(403, ADMIN_SECOND_STEP);
}

export const ADMIN_SECOND_STEP =
  "Admin tools need two-step sign-in. Set it up with your admin set-up link or on Dashboard → Security, then sign in again with a code.";

/** The body (or a GET's query) with the route's params, free of NUL characters, validated by the route's schema. */
async function readValidInput(req: Request, params: Record<string, string>, options: Options<z.ZodType | undefined>): Promise<unknown> {
  const raw = { ...(await readInput(req, options)), ...params };
  assertNoNul(raw);
  if (!options.input) return raw;
  const parsed = options.input.safeParse(raw);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  return parsed.data;
}

type JoinedHandler = (ctx: Ctx<z.ZodType | undefined, null>) => Promise<Record<string, unknown> | Response>;

const notJoined = () => {
  throw new Error('ctx.session is for routes with auth: "joined"');
};
const NO_JOINED_SESSION: JoinedSession = {
  read: () => Promise.reject(new Error('ctx.session.read is for routes with auth: "joined"')),
  inStatement: notJoined,
  live: notJoined,
  get claimedUserId(): string {
    return notJoined();
  },
};

/**
 * auth "joined": the token's or cookie's signature is checked first (none or a bad one: 401 before anything
 * else), then the input; the session itself is checked in the handler's read. Answers are as with auth true:
 * a bad input from a request whose session is not live still answers 401 (the session is checked then,
 * alone, as it is when the handler refuses before its read), and a handler that answers without reading
 * through ctx.session fails (500): no answer leaves without its session checked.
 */
async function handleJoined(req: Request, params: Record<string, string>, options: Options<z.ZodType | undefined>, handler: JoinedHandler) {
  const claims = await getRequestClaims(req);
  if (!claims) throw new AppError(401, SIGN_IN);
  let input: unknown;
  try {
    input = await readValidInput(req, params, options);
  } catch (err) {
    await assertLive(claims, options);
    throw err;
  }
  let checked = false;
  // the lastUsedAt refresh a statement's check found due (written before the answer leaves)
  let touch: Promise<void> | undefined;
  const session: JoinedSession = {
    read: async <T>(read: JoinedRead<T>) => {
      if (checked) throw new Error("ctx.session.read runs once per request");
      checked = true;
      const found = await loadSessionWith(claims, read);
      if (!found) throw new AppError(401, SIGN_IN);
      assertRole(options, found.user);
      return { user: found.user, value: found.value };
    },
    inStatement: () => {
      const row = sessionRowSql(claims);
      if (!row) throw new AppError(401, SIGN_IN);
      return {
        cte: Prisma.sql`session AS (${row.sql})`,
        column: Prisma.sql`(SELECT to_jsonb(session) FROM session) AS "session"`,
        check: (value) => {
          checked = true;
          if (!value || typeof value !== "object") throw new AppError(401, SIGN_IN);
          const { touchDue, ...user } = value as StatementSessionUser & { touchDue: boolean };
          assertRole(options, user);
          if (touchDue) touch ??= row.touched({ touchDue });
          return user;
        },
      };
    },
    claimedUserId: claims.sub,
    live: async () => {
      checked = true;
      const identity = await assertLive(claims, options);
      return { id: identity.id, type: identity.type };
    },
  };
  let out: Record<string, unknown> | Response;
  try {
    out = await handler({ req, input, user: null, params, session } as Ctx<z.ZodType | undefined, null>);
  } catch (err) {
    // a refusal the handler found before its read (a 404, say) is not told to a dead session
    if (!checked) await assertLive(claims, options);
    throw err;
  } finally {
    await touch;
  }
  if (!checked)
    throw new Error(`${new URL(req.url).pathname} answered without checking its session (auth: "joined" reads through ctx.session)`);
  return answer(out);
}

async function assertLive(claims: SessionClaims, options: Options<z.ZodType | undefined>) {
  const live = await loadSession(claims);
  if (!live) throw new AppError(401, SIGN_IN);
  assertRole(options, live.user);
  return live.user;
}

export function errorResponse(err: unknown) {
  if (err instanceof AppError) {
    return Response.json({ result: false, error: err.message, ...err.extra }, { status: err.status, headers: NO_STORE });
  }
  if (err instanceof z.ZodError) {
    return Response.json({ result: false, error: describeZodError(err) }, { status: 400, headers: NO_STORE });
  }
  if (isUniqueViolation(err)) {
    return Response.json({ result: false, error: uniqueViolationMessage(err) }, { status: 409, headers: NO_STORE });
  }
  if (isInvalidTextError(err)) {
    return Response.json({ result: false, error: NUL_REFUSED }, { status: 400, headers: NO_STORE });
  }
  if (isBusyError(err)) {
    console.warn(
      "[api] busy:",
      String((err as { message?: unknown }).message ?? err)
        .split("\n")
        .find((l) => l.trim()) ?? "",
    );
    return Response.json({ result: false, error: BUSY }, { status: 503, headers: { ...NO_STORE, "Retry-After": "2" } });
  }
  console.error("[api] unexpected error", err);
  return Response.json({ result: false, error: "Something went wrong on our side. Please try again." }, { status: 500, headers: NO_STORE });
}

export const BUSY = "Gigline is busy right now and did not make this change. Please try again in a moment.";

/**
 * The database had no connection or lock for the call in time (Prisma's P2028: a transaction that could not
 * start within maxWait or ran past its timeout, rolled back; pg's pool wait). Nothing was written: a 503 with
 * Retry-After tells the client to send it again, rather than a 500.
 */
function isBusyError(err: unknown) {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === "P2028" || /timeout exceeded when trying to connect/.test(String(e?.message ?? ""));
}

export const NUL_REFUSED = "The request contains a NUL character (\\u0000), which no field may contain.";

/** PostgreSQL refuses NUL in text ("invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021). */
function isInvalidTextError(err: unknown) {
  const text = String((err as { message?: unknown })?.message ?? "") + String((err as { code?: unknown })?.code ?? "");
  return /22021|invalid byte sequence for encoding "UTF8": 0x00/.test(text);
}

/** Every string of the input (keys, values, file names), however deep: none may hold U+0000. */
export function assertNoNul(input: unknown) {
  const stack: unknown[] = [input];
  let seen = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++seen > 100_000) throw new AppError(400, "The request has too many values.");
    if (typeof v === "string") {
      if (v.includes("\u0000")) throw new AppError(400, NUL_REFUSED);
    } else if (typeof File !== "undefined" && v instanceof File) {
      if (v.name.includes("\u0000")) throw new AppError(400, NUL_REFUSED);
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes("\u0000")) throw new AppError(400, NUL_REFUSED);
        stack.push(x);
      }
    }
  }
}

const KIND_TYPES: Record<Exclude<BodyKind, "none">, string> = { json: "application/json", multipart: "multipart/form-data" };

async function readInput(req: Request, options: Options<z.ZodType | undefined>): Promise<Record<string, unknown>> {
  if (req.method === "GET" || req.method === "HEAD") {
    return Object.fromEntries(new URL(req.url).searchParams);
  }
  // A POST's input is its body only: the query string of a write is never read (a link could carry it).
  const kinds = ([] as BodyKind[]).concat(options.body ?? "json");
  const bytes = await readBodyCapped(req, options.maxBytes ?? JSON_MAX_BYTES, options.tooLargeMessage);
  if (bytes.byteLength === 0) return {};
  const type = req.headers.get("content-type") ?? "";
  const essence = type.split(";")[0].trim().toLowerCase();
  const accepted = kinds.filter((k): k is Exclude<BodyKind, "none"> => k !== "none");
  if (!accepted.length) throw new AppError(400, "This call takes no request body.");
  const kind = accepted.find((k) => KIND_TYPES[k] === essence);
  if (!kind) {
    const list = accepted.map((k) => KIND_TYPES[k]).join(" or ");
    throw new AppError(415, `This call accepts ${list} only.`);
  }
  if (kind === "multipart") {
    let form: FormData;
    try {
      form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
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
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, "The request body is not valid UTF-8 text.");
  }
  if (!text.trim()) return {};
  try {
    const body = JSON.parse(text);
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new Error("not an object");
    return body;
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
  if (roles.length === 1 && roles[0] === "admin") return "Only admins can do that.";
  return "Your account type cannot do that.";
}
