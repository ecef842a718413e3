"use client";
import { useEffect, useState, useSyncExternalStore } from "react";
import { browserTimeZone } from "@/lib/time/zone";

const noSubscription = () => () => {};

/** The browser's time zone (America/New_York when unknown); null during the server render and first paint. */
export function useTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => null);
}

/** The current time, ticking every `ms` (the running clock). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
