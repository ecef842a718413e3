"use client";
// Two-step sign-in's status (user/get_mfa), read once on the server and kept fresh here: the forms of the
// security screen ask for a second-step code only while it is on.
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MfaStatus } from "@/lib/auth/mfa/manage";

export const MFA_QUERY_KEY = ["user", "mfa"] as const;

export function useMfaStatus(initial: MfaStatus) {
  const { data } = useQuery({
    queryKey: MFA_QUERY_KEY,
    queryFn: () =>
      api("user/get_mfa").then(({ enabled, enabledAt, required, recoveryCodesLeft }) => ({
        enabled,
        enabledAt,
        required,
        recoveryCodesLeft,
      })),
    initialData: initial,
    staleTime: 60_000,
  });
  return data;
}
