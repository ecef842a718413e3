// The mutation options of hooks/use-api-mutation.ts (TanStack Query) and hooks/use-api-action.ts (no TanStack
// Query: the start page): one request's toasts, follow-up and refresh, and one call at a time per request. Only
// types come from TanStack Query, so a page that imports this loads none of its code.
import type { QueryClient, QueryKey, UseMutationOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** What to call: an API path (the variables are the JSON body) or a function of the variables. */
export type ApiRequest<TVars, TData> = string | ((vars: TVars) => Promise<TData>);

export type ApiMutationOptions<TVars, TData> = {
  /** success toast: fixed text, or from the answer/variables (nothing when it returns undefined) */
  success?: string | ((data: TData, vars: TVars) => string | undefined);
  /** router.refresh() after success so server components re-read (default true) */
  refresh?: boolean;
  /** query keys to invalidate after success */
  invalidate?: QueryKey[];
  /** the component's own follow-up (close a modal, navigate…), after the toast and before the refresh */
  onSuccess?: (data: TData, vars: TVars) => void;
  /** return true when the component handled the error itself (no toast) */
  onError?: (err: Error, vars: TVars) => boolean | void;
  /** the error toast when the error carries no message */
  fallbackError?: string;
};

export type MutationEffects = {
  toast: { success: (t: string) => void; error: (t: string) => void };
  refresh: () => void;
  queryClient?: Pick<QueryClient, "invalidateQueries">;
};

/** The mutation options for a request and its effects; pure of React so it can be tested on its own. */
export function apiMutationOptions<TVars, TData>(
  request: ApiRequest<TVars, TData>,
  options: ApiMutationOptions<TVars, TData>,
  effects: MutationEffects,
): UseMutationOptions<TData, Error, TVars> {
  const mutationFn =
    typeof request === "string"
      ? (vars: TVars) => callApi(request, (vars ?? undefined) as Record<string, unknown> | FormData | undefined) as Promise<TData>
      : request;
  return {
    mutationFn,
    onSuccess: async (data, vars) => {
      const text = typeof options.success === "function" ? options.success(data, vars) : options.success;
      if (text) effects.toast.success(text);
      options.onSuccess?.(data, vars);
      if (options.refresh !== false) effects.refresh();
      if (options.invalidate?.length && effects.queryClient) {
        await Promise.all(options.invalidate.map((queryKey) => effects.queryClient!.invalidateQueries({ queryKey })));
      }
    },
    onError: (err, vars) => {
      if (options.onError?.(err, vars) === true) return;
      effects.toast.error(err.message || options.fallbackError || "Something went wrong");
    },
  };
}

/**
 * One call at a time per request: while a call with the same variables is in flight, calling again returns that
 * call's promise instead of sending a second request. A double click on Deposit or Submit is one action, with
 * one request and one toast; calls with other variables (another row's button) still go out. FormData bodies
 * are never merged.
 */
export function singleFlight<TVars, TResult>(call: (vars: TVars) => Promise<TResult>): (vars: TVars) => Promise<TResult> {
  const inFlight = new Map<string, Promise<TResult>>();
  return (vars) => {
    const key = typeof FormData !== "undefined" && vars instanceof FormData ? null : JSON.stringify(vars ?? null);
    if (key === null) return call(vars);
    const running = inFlight.get(key);
    if (running) return running;
    const p = call(vars).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  };
}
