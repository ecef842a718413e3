"use client";
// An admin's decision on one appeal: an optional note to the worker, then Uphold or Overturn
// (admin/decide_appeal); the queue then reloads without it.
import { useState } from "react";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { APPEAL, isOverturned } from "@/lib/reliability/states";

export function AppealDecision({ eventId }: { eventId: string }) {
  const [note, setNote] = useState("");
  const decide = useApiMutation("admin/decide_appeal", {
    success: (data) => (isOverturned(data.event.appealStatus) ? "Overturned: the mark no longer counts." : "Upheld: the mark stays."),
    fallbackError: "Could not record the decision",
  });
  const send = (outcome: typeof APPEAL.upheld | typeof APPEAL.overturned) => decide.run({ eventId, outcome, note });
  return (
    <div className="mt-3 flex flex-col gap-2">
      <Textarea label="Note to the worker (optional)" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={decide.isPending} onClick={() => send(APPEAL.upheld)}>
          Uphold
        </Button>
        <Button size="sm" loading={decide.isPending} onClick={() => send(APPEAL.overturned)}>
          Overturn
        </Button>
      </div>
    </div>
  );
}
