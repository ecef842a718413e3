"use client";
// An employer's team buttons for one worker (their profile, a job's hired worker): "Add to my team" or
// "Remove from my team", and "Block" (after a confirmation) or "Unblock".
import { useState } from "react";
import type { RosterKindName } from "@/lib/roster/schemas";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { worker: { _id: string; name: string }; kind: RosterKindName | null; showBlock?: boolean };

export function RosterActions({ worker, kind: initial, showBlock = true }: Props) {
  const [kind, setKind] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const after = { onSuccess: (res: { kind: RosterKindName | null }) => setKind(res.kind) };
  const add = useApiMutation("roster/add", { success: `${worker.name} is in your team`, ...after });
  const remove = useApiMutation("roster/remove", { success: "Removed from your team", ...after });
  const block = useApiMutation("roster/block", {
    success: `${worker.name} is blocked`,
    onSuccess: (res) => {
      setKind(res.kind);
      setConfirming(false);
    },
  });
  const unblock = useApiMutation("roster/unblock", { success: "Unblocked", ...after });
  const userId = worker._id;

  return (
    <>
      {kind === "blocked" ? (
        <Button variant="secondary" loading={unblock.isPending} onClick={() => void unblock.run({ userId })} data-testid="roster-unblock">
          Unblock
        </Button>
      ) : kind === "favorite" ? (
        <Button variant="secondary" loading={remove.isPending} onClick={() => void remove.run({ userId })} data-testid="roster-remove">
          Remove from my team
        </Button>
      ) : (
        <Button variant="secondary" loading={add.isPending} onClick={() => void add.run({ userId })} data-testid="roster-add">
          Add to my team
        </Button>
      )}
      {showBlock && kind !== "blocked" && (
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="roster-block">
          Block
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Block ${worker.name}?`}
        message={`${worker.name} will no longer see your jobs and will never get your booking requests. You can unblock them in My team.`}
        confirmLabel="Block"
        cancelLabel="Cancel"
        danger
        loading={block.isPending}
        onConfirm={() => void block.run({ userId })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
