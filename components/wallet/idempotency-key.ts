"use client";
// One idempotency key per intended action: the same key for every retry of one submit (a double click, a
// network retry), a new one once the action succeeded. Sent as the body field `idempotencyKey`.
import { useRef } from "react";

function newKey() {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    /** the current key (created on first use) */
    current: () => (key.current ??= newKey()),
    /** forget it after a success, so the next action gets its own */
    renew: () => {
      key.current = null;
    },
  };
}
