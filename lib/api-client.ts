// Browser side of the API contract: POST JSON (or FormData) to /api/<path>, resolve the data of
// `{ result: true, … }`, throw ApiError with the server's readable message otherwise.
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

export async function api<T = Record<string, unknown>>(
  path: string,
  body?: Record<string, unknown> | FormData,
  init: { method?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? "POST";
  let url = `/api/${path.replace(/^\/+/, "").replace(/^api\//, "")}`;
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (method === "GET" && body && !(body instanceof FormData)) {
    const qs = new URLSearchParams(Object.entries(body).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
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
  return json as T;
}
