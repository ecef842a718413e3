// Browser side of the API contract: POST JSON (or FormData) to /api/<path>, resolve the data of
// `{ result: true, … }`, throw ApiError with the server's readable message otherwise.
import type { ApiPath, ApiRoute } from "@/lib/api-routes.generated";

export class ApiError extends Error {
  constructor(
    message: string,
    public status: number,
    public data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = "No internet connection";

type Methods<P extends ApiPath> = keyof ApiRoute<P> & string;
/** The method a call uses unless told: POST where the route has it, else its one other method. */
export type DefaultMethod<P extends ApiPath> = "POST" extends Methods<P> ? "POST" : Methods<P>;
type Io<P extends ApiPath, M> = ApiRoute<P>[M & keyof ApiRoute<P>];
/** What a call takes: its route's input schema's input type (a multipart call's FormData is accepted besides). */
export type ApiInput<P extends ApiPath, M extends Methods<P> = DefaultMethod<P>> = Io<P, M> extends { input: infer I } ? I : never;
/** What a call answers: its route handler's answer, `result: true` included. */
export type ApiOutput<P extends ApiPath, M extends Methods<P> = DefaultMethod<P>> = Io<P, M> extends { output: infer O } ? O : never;

/**
 * `api("job/apply", input)`: the input and the answer are typed by the route itself
 * (lib/api-routes.generated.ts, written by scripts/api-types.mjs); no type arguments at the call.
 */
export function api<P extends ApiPath, M extends Methods<P> = DefaultMethod<P>>(
  path: P,
  body?: ApiInput<P, M> | FormData,
  init: { method?: M; signal?: AbortSignal } = {},
): Promise<ApiOutput<P, M>> {
  return callApi(path, body as Record<string, unknown> | FormData | undefined, init) as Promise<ApiOutput<P, M>>;
}

/** The untyped call under `api` (for helpers that pass a typed path through, such as hooks/use-api-mutation). */
export async function callApi(
  path: string,
  body?: Record<string, unknown> | FormData,
  init: { method?: string; signal?: AbortSignal } = {},
): Promise<Record<string, unknown>> {
  const method = init.method ?? "POST";
  let url = `/api/${path.replace(/^\/+/, "").replace(/^api\//, "")}`;
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (method === "GET" && body && !(body instanceof FormData)) {
    const qs = new URLSearchParams(
      Object.entries(body)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    );
    url += `?${qs}`;
  } else if (body instanceof FormData) payload = body;
  else if (body) {
    payload = JSON.stringify(body);
    headers["content-type"] = "application/json";
  }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, signal: init.signal, credentials: "same-origin" });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let json: Record<string, unknown> | null = null;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.ok ? NETWORK_ERROR : `Request failed (${res.status})`, res.status);
  }
  if (!json || json.result === false || !res.ok) {
    throw new ApiError(String(json?.error ?? `Request failed (${res.status})`), res.status, json ?? undefined);
  }
  return json;
}
