"use client";
// The provider's countdown: whole minutes left until the deadline, ticking every minute (each tick lands on
// a minute boundary of the deadline, so zero comes exactly when the time runs out).
import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS, minutesLeft } from "@/lib/booking/constants";

export function useMinutesLeft(deadline: string | null | undefined, running: boolean): number {
  const [left, setLeft] = useState(() => minutesLeft(deadline));
  useEffect(() => {
    if (!running || !deadline) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const ms = new Date(deadline).getTime() - Date.now();
      setLeft(minutesLeft(deadline));
      if (ms <= 0) return;
      timer = setTimeout(tick, ms % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, running]);
  return left;
}
