"use client";
// Approve or reject one four-eyes request (admin/decide_approval), with an optional note.
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";

export function ApprovalActions({ approvalId, own }: { approvalId: string; own: boolean }) {
  const noteId = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function decide(decision: "approve" | "reject") {
    setBusy(decision);
    setError("");
    try {
      await api("admin/decide_approval", { approvalId, decision, note });
      // the row stays with its outcome until the next visit (the list shows only what waits)
      setDone(decision === "approve" ? "Approved." : "Rejected.");
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Try again.");
    } finally {
      setBusy(null);
    }
  }

  if (own) return <p className="mt-3 text-sm text-slate-600">You asked for this: another admin decides it.</p>;
  if (done)
    return (
      <p className="mt-3 text-sm font-medium text-slate-900" role="status">
        {done}
      </p>
    );
  return (
    <div className="mt-3 flex flex-col gap-2">
      <label htmlFor={noteId} className="text-sm text-slate-700">
        Note (optional)
      </label>
      <input
        id={noteId}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide("approve")} loading={busy === "approve"} disabled={busy !== null}>
          Approve
        </Button>
        <Button variant="secondary" onClick={() => decide("reject")} loading={busy === "reject"} disabled={busy !== null}>
          Reject
        </Button>
      </div>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
