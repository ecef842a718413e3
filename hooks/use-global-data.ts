"use client";
// global/get_data (categories, service fee percent, ads, shift policy, payout settings), fetched once per page load and shared by the ads
// slot and the category pickers.
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { GlobalData } from "@/lib/settings/global-data";
import { parseShiftPolicy } from "@/lib/settings/shift-policy";
import { parsePayoutPolicy } from "@/lib/settings/payout-policy";

// the answer's types are the server's (lib/settings)
export type { CategoryDto, GlobalData } from "@/lib/settings/global-data";
export type { Ad as AdDto } from "@/lib/settings/get-setting";

export function useGlobalData() {
  return useQuery({
    queryKey: ["global-data"],
    queryFn: async (): Promise<GlobalData> => {
      const data = await api("global/get_data", {});
      // the spec's default fee is 0 until loaded; lists default to empty so callers never test for undefined
      return {
        categories: data.categories ?? [],
        fee: data.fee ?? 0,
        ads: data.ads ?? [],
        shiftPolicy: parseShiftPolicy(data.shiftPolicy),
        payouts: parsePayoutPolicy(data.payouts),
      };
    },
    staleTime: 10 * 60_000,
  });
}
