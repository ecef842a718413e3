"use client";
// The employer's live view of a replacement search (lib/booking/backfill.ts) on the booking detail and the job
// page: "Finding a replacement — tier 2 of 3, 7 workers asked", "Filled by Ann Lee", … reloaded on every
// backfill event of it, with Stop while it runs. Shows nothing for a job that never needed a replacement. On the job
// page a fill also refreshes the server-rendered job, so its contract names the new worker without a reload.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import type { BackfillDto } from "@/lib/booking/backfill";
import { isBackfillFilled, isBackfillRunning, type BackfillStatusName } from "@/lib/booking/backfill-states";
import { isStandbySearch } from "@/lib/booking/backfill-text";

const TONE: Record<BackfillDto["status"], string> = {
  running: "border-amber-300 bg-amber-50 text-amber-900",
  filled: "border-emerald-300 bg-emerald-50 text-emerald-900",
  stopped: "border-slate-300 bg-slate-50 text-slate-800",
  exhausted: "border-red-300 bg-red-50 text-red-900",
};

export function BackfillPanel({ jobId, backfillId }: { jobId?: string; backfillId?: string }) {
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = ["backfill", jobId ?? "", backfillId ?? ""];
  const { data, refetch } = useQuery({
    queryKey: key,
    queryFn: async () => (await api("backfill/get", backfillId ? { backfillId } : { jobId }, { method: "GET" })).backfill,
  });
  const b: BackfillDto | null = data ?? null;
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  useRealtime((e) => {
    if (e.type !== "backfill" || !(e.backfillId === backfillId || e.jobId === jobId || e.backfillId === b?._id)) return;
    void refetch();
    if (jobId && isBackfillFilled(e.status as BackfillStatusName)) router.refresh();
  });

  const stop = async () => {
    if (!b) return;
    setBusy(true);
    try {
      queryClient.setQueryData(key, (await api("backfill/stop", { backfillId: b._id })).backfill);
      toast.success(standby ? `You keep ${b.droppedWorker || "the booked worker"}.` : "You stopped looking for a replacement.");
    } catch (err) {
      toast.error((err as Error).message);
      void refetch();
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  };

  if (!b) return null;
  const standby = isStandbySearch(b.reason);
  const who = b.droppedWorker || "the worker";
  return (
    <Card className={`border p-4 ${TONE[b.status]}`}>
      <div className="flex flex-wrap items-center justify-between gap-3" role="status" aria-live="polite">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">{standby ? `Standby for ${who}` : `Replacement for ${who}`}</h2>
          <p className="text-sm" data-testid="backfill-line">
            {b.line}
          </p>
        </div>
        {isBackfillRunning(b.status) && (
          <Button variant="secondary" onClick={() => setConfirm(true)} disabled={busy}>
            {standby ? `Keep ${who}` : "Stop"}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm}
        title={standby ? "Stop asking standby workers" : "Stop looking for a replacement"}
        message={
          standby
            ? `Keep ${who} on this shift? The standby workers asked are told, and can no longer take it.`
            : "Stop looking for a replacement? The workers asked are told, and can no longer take the shift."
        }
        confirmLabel={standby ? `Keep ${who}` : "Stop"}
        cancelLabel="Keep looking"
        danger
        loading={busy}
        onConfirm={stop}
        onClose={() => setConfirm(false)}
      />
    </Card>
  );
}
