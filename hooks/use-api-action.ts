"use client";
// useApiMutation (hooks/use-api-mutation.ts) without TanStack Query, for the screens that mount no QueryClient:
// the start page's sign-in (app/page.tsx mounts only the toasts, so the page loads no TanStack Query). The same
// toasts, follow-up, refresh and single flight (apiMutationOptions, singleFlight); no query invalidation, and
// only the state a button reads (isPending, isSuccess, data, reset).
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import { apiMutationOptions, singleFlight, type ApiMutationOptions } from "@/hooks/api-mutation-options";

type State<TData> = { status: "idle" | "pending" | "success" | "error"; data?: TData };

export type ApiAction<TVars, TData> = {
  /** Runs the call; never throws (the error toast is already shown). A repeat while it runs joins it. */
  run: (vars: TVars) => Promise<TData | undefined>;
  isPending: boolean;
  isSuccess: boolean;
  data: TData | undefined;
  reset: () => void;
};

export function useApiAction<TVars = void, TData = unknown>(
  request: (vars: TVars) => Promise<TData>,
  options: ApiMutationOptions<TVars, TData> = {},
): ApiAction<TVars, TData> {
  const router = useRouter();
  const toast = useToast();
  const [state, setState] = useState<State<TData>>({ status: "idle" });
  // the latest request and options, read when a call starts (as TanStack Query's observer reads its latest options)
  const latest = useRef({ request, options, toast, router });
  useEffect(() => {
    latest.current = { request, options, toast, router };
  });
  // eslint-disable-next-line react-hooks/refs -- the ref is read when a call starts (an event), never during render
  const [run] = useState(() =>
    singleFlight(async (vars: TVars): Promise<TData | undefined> => {
      const { request, options, toast, router } = latest.current;
      const effects = apiMutationOptions(request, options, { toast, refresh: () => router.refresh() });
      const call = effects.mutationFn as (v: TVars) => Promise<TData>;
      const succeeded = effects.onSuccess as (data: TData, v: TVars) => Promise<unknown> | unknown;
      const failed = effects.onError as (err: Error, v: TVars) => unknown;
      setState({ status: "pending" });
      let data: TData;
      try {
        data = await call(vars);
      } catch (err) {
        failed(err instanceof Error ? err : new Error(String(err)), vars);
        setState({ status: "error" });
        return undefined;
      }
      await succeeded(data, vars);
      setState({ status: "success", data });
      return data;
    }),
  );
  return {
    run,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    data: state.data,
    reset: () => setState({ status: "idle" }),
  };
}
