"use client";
// Keeps the address bar on the filter in use (shareable links, spec: /search-jobs?keyword=…). The native
// history API is used: Next keeps its router in step with it and no server render is asked for.
import { useEffect } from "react";

export function useUrlSync(params: URLSearchParams) {
  const qs = params.toString();
  useEffect(() => {
    const next = `${window.location.pathname}?${qs}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, "", next);
  }, [qs]);
}
