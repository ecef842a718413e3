"use client";
// The search box's data: suggestions (GET search/get_suggestions from the 3rd character, 300 ms after the
// last keystroke), the person's recent searches (GET searchlog/get_recent) and remembering a pick
// (POST searchlog/create), which refreshes the recent list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { SUGGEST_MIN_CHARS } from "@/lib/search/constants";
import type { SuggestionType } from "@/lib/search/answers";

export const SUGGEST_DEBOUNCE_MS = 300;

const RECENT_KEY = ["search-recent"] as const;

export function useSearchSuggestions(text: string, type: SuggestionType | "all" = "all") {
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = query.length >= SUGGEST_MIN_CHARS;
  const result = useQuery({
    queryKey: ["search-suggestions", type, query.toLowerCase()],
    queryFn: ({ signal }) => api("search/get_suggestions", { query, type }, { method: "GET", signal }),
    enabled,
    // the previous list stays while the next one loads, so the dropdown does not flicker
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return {
    /** the text the shown suggestions are for */
    query,
    enabled,
    /** still waiting for the debounce or the answer */
    pending: text.trim().length >= SUGGEST_MIN_CHARS && (query !== text.trim() || result.isFetching),
    suggestions: enabled ? (result.data?.result ?? []) : [],
    error: enabled && result.isError ? (result.error as Error).message : null,
  };
}

export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: RECENT_KEY,
    queryFn: () => api("searchlog/get_recent", undefined, { method: "GET" }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

/** Remembers a keyword, or a person or job opened from search; failures are not the person's business. */
export function useSearchLog() {
  const client = useQueryClient();
  const m = useMutation({
    mutationFn: (entry: { keyword: string } | { userId: string } | { jobId: string }) => api("searchlog/create", entry),
    onSettled: () => client.invalidateQueries({ queryKey: RECENT_KEY }),
  });
  return m.mutate;
}
