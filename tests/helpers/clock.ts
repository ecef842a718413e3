import { vi } from "vitest";

/**
 * Two reads compared field for field must see the same clock: a job read a second before another says
 * "Posted 0 seconds ago" where the later one says "1 second ago". Only Date is frozen (pg's timers and
 * sockets run); `vi.useRealTimers()` restores it, which every file using this does in afterEach.
 */
export function freezeClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}
