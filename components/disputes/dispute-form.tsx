"use client";
// The worker's Dispute of adjusted hours (timesheet/dispute): a note, the deadline (24 h after the adjustment),
// and what happens: the difference is set aside until an admin decides.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { NOTE_MAX, NOTE_MIN } from "@/lib/disputes/states";
import { DISPUTES_KEY } from "@/components/disputes/dispute-status";

export function TimesheetDisputeForm({ id, until, onDone }: { id: string; until: string; onDone: () => void }) {
  const [note, setNote] = useState("");
  const queryClient = useQueryClient();
  const send = useApiMutation("timesheet/dispute", {
    refresh: false,
    success: "Dispute sent: the difference is set aside until an admin decides.",
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: ["timesheets"] });
      void queryClient.invalidateQueries({ queryKey: DISPUTES_KEY });
    },
  });
  return (
    <form
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send.run({ id, note });
      }}
    >
      <p className="text-sm text-slate-800">
        The hours taken off are set aside from the employer&apos;s hold until a Gigline admin decides. You can dispute until {until}, once.
      </p>
      <Textarea
        label="What happened"
        value={note}
        maxLength={NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        hint={`At least ${NOTE_MIN} characters; the employer and an admin read it.`}
      />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={note.trim().length < NOTE_MIN} loading={send.isPending}>
          Send dispute
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
