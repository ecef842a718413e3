"use client";
// Live disputes: when a dispute of the job is opened, answered or decided (lib/disputes/live.ts), the disputes
// shown on the screen reload and `onChange` reloads what the dispute moved (hours, the delivery, payments).
import { useQueryClient } from "@tanstack/react-query";
import { useRealtime } from "@/hooks/use-realtime";
import { isDisputeChange } from "@/lib/disputes/live";
import { DISPUTES_KEY } from "@/components/disputes/dispute-status";

export function useDisputeUpdates(jobId: string, onChange: () => void): void {
  const queryClient = useQueryClient();
  useRealtime((e) => {
    if (!isDisputeChange(e, jobId)) return;
    void queryClient.invalidateQueries({ queryKey: DISPUTES_KEY });
    onChange();
  });
}
