"use client";
// The Confirm action of a "You are booked" notification: confirms the worker's shift of that job in one tap
// (shift/list finds it, shift/confirm confirms it), then the notification is marked read.
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { SHIFT, SHIFT_BOOKED_NOTICE } from "@/lib/shifts/states";

export function NotificationConfirm({ n, onDone }: { n: { type: string; job: string | null }; onDone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (n.type !== SHIFT_BOOKED_NOTICE || !n.job) return null;
  const jobId = n.job;
  const confirm = async () => {
    setBusy(true);
    try {
      const { shifts } = await api("shift/list", { jobId }, { method: "GET" });
      const mine = shifts.find((s) => s.role === "worker" && (s.status === SHIFT.booked || s.status === SHIFT.confirmed));
      if (!mine) throw new Error("This shift is no longer open.");
      if (mine.status === SHIFT.booked) await api("shift/confirm", { shiftId: mine._id });
      toast.success("Shift confirmed.");
      onDone();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={confirm}
      className="mt-1 min-h-6 rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      Confirm
    </button>
  );
}
