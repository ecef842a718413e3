"use client";
// One way to call and save: a TanStack Query mutation around lib/api-client's `api`. It tracks the pending
// state, shows the server's message as an error toast, shows an optional success toast, and refreshes the
// page's server data (router.refresh) and/or invalidates queries on success. Components keep only what is
// theirs (closing a modal, navigating) in `onSuccess`.
import { useState } from "react";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { ApiInput, ApiOutput } from "@/lib/api-client";
import type { ApiPath } from "@/lib/api-routes.generated";
import { useToast } from "@/components/ui/toast";
import { apiMutationOptions, singleFlight, type ApiMutationOptions, type ApiRequest } from "@/hooks/api-mutation-options";

export {
  apiMutationOptions,
  singleFlight,
  type ApiMutationOptions,
  type ApiRequest,
  type MutationEffects,
} from "@/hooks/api-mutation-options";

/**
 * `const save = useApiMutation("job/cancel_job", { success: "Job cancelled" })`, then
 * `save.run({ id })` (resolves the answer, or undefined after an error it already showed) and
 * `save.isPending` for the button.
 */
export function useApiMutation<P extends ApiPath>(
  request: P,
  options?: ApiMutationOptions<PathVars<P>, ApiOutput<P>>,
): ApiMutation<PathVars<P>, ApiOutput<P>>;
export function useApiMutation<TVars = void, TData = unknown>(
  request: (vars: TVars) => Promise<TData>,
  options?: ApiMutationOptions<TVars, TData>,
): ApiMutation<TVars, TData>;
export function useApiMutation<TVars, TData>(
  request: ApiRequest<TVars, TData>,
  options: ApiMutationOptions<TVars, TData> = {},
): ApiMutation<TVars, TData> {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation(apiMutationOptions(request, options, { toast, refresh: () => router.refresh(), queryClient }));
  // mutateAsync is stable (TanStack Query binds it to the one observer, which reads the latest options), so the
  // single-flight gate is made once for the component's life
  const { mutateAsync } = mutation;
  /** Runs the call; never throws (the error toast is already shown). A repeat while it runs joins it. */
  const [run] = useState(() => singleFlight((vars: TVars): Promise<TData | undefined> => mutateAsync(vars).catch(() => undefined)));
  return { ...mutation, run };
}

/** A path's variables: its input (none at all where every field is optional). */
type PathVars<P extends ApiPath> = Record<string, never> extends ApiInput<P> ? ApiInput<P> | void : ApiInput<P>;

export type ApiMutation<TVars, TData> = UseMutationResult<TData, Error, TVars> & { run: (vars: TVars) => Promise<TData | undefined> };
