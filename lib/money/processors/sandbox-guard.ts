import { AppError } from "@/lib/http/errors";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";

/** The card sandbox's own pages and calls exist only while it runs (lib/money/processor-base/mode.ts): else 404. */
export function assertSandbox(kind: "cards" | "paypal" = "cards") {
  if (!sandboxOn(kind)) throw new AppError(404, PAY_MSG.SandboxOff);
}

/** Runs a sandbox step; its refusals read like the provider's. */
export async function sandboxStep<T>(fn: () => Promise<T>): Promise<T> {
  assertSandbox();
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message);
    throw err;
  }
}

/**
 * A route of the sandbox's own (app/api/sandbox): 404 before anything else (sign-in, body) while that sandbox
 * is off, so a deployment without it has no such calls at all; else the route as it is.
 */
export function sandboxRoute<
  H extends (req: Request, context: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>,
>(kind: "cards" | "paypal", handler: H): H {
  const guarded = async (req: Request, context: { params?: Promise<Record<string, string | string[]>> }) =>
    sandboxOn(kind)
      ? handler(req, context)
      : Response.json({ result: false, error: PAY_MSG.SandboxOff }, { status: 404, headers: { "cache-control": "no-store" } });
  // the route's options stay readable (tests/integration/http-fuzz.test.ts reads them)
  return Object.assign(guarded, handler) as H;
}
