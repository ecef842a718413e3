"use client";
// The actions of a queue item's detail view, each with a required reason (a template, then free text):
// assign to me; hide or restore the message or review; warn, suspend, ban or sign out the person
// (admin/user_standing, admin/end_sessions), which also resolves the item; resolve; dismiss. An oversight item
// (adverse action: the employer decides, not Gigline) offers only warn, resolve and dismiss.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Select, Textarea } from "@/components/ui/field";
import { CONTENT_REASON_TEMPLATES } from "@/lib/admin/queues/messages";
import { REASON_TEMPLATES } from "@/lib/admin/messages";
import type { HideTarget } from "@/lib/admin/queues/states";

export type ContentRef = { target: HideTarget; id: string; hidden: boolean; label: string };

const TEMPLATES = [...CONTENT_REASON_TEMPLATES, ...REASON_TEMPLATES];

export function ItemActions({
  itemId,
  live,
  open,
  mine,
  subject,
  content,
  warnOnly = false,
  closeNote,
}: {
  itemId: string;
  live: boolean;
  open: boolean;
  mine: boolean;
  subject: { id: string; name: string; actionable: boolean };
  content: ContentRef[];
  /** oversight only: warning the person is the one action on their account */
  warnOnly?: boolean;
  /** set when the item closes only with a decision made elsewhere on the page (an undecided dispute): no Resolve or Dismiss */
  closeNote?: string;
}) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const assign = useApiMutation("admin/queue_assign", { success: "Assigned to you." });
  const close = useApiMutation("admin/queue_close", { success: (d) => `Item ${d.item.state}.` });
  const hide = useApiMutation("admin/hide_content", { success: "Hidden. The owner has been told." });
  const restore = useApiMutation("admin/restore_content", { success: "Restored. The owner has been told." });
  const standing = useApiMutation("admin/user_standing", {
    success: (d) =>
      d.standing ? `Done: the account is now ${d.standing.standing}.` : "Ban requested: a second admin decides it on Approvals.",
  });
  const endSessions = useApiMutation("admin/end_sessions", { success: (d) => `Signed out of ${d.sessionsEnded} sessions.` });
  const busy = [assign, close, hide, restore, standing, endSessions].some((m) => m.isPending);

  const resolveAfter = async (done: unknown) => {
    if (done && live && !closeNote) await close.run({ itemId, outcome: "resolved", reason });
    router.refresh();
  };

  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="actions">
      <h2 id="actions" className="font-semibold text-slate-900">
        Decide
      </h2>
      {open && (
        <div>
          <Button onClick={() => void assign.run({ itemId })} loading={assign.isPending}>
            Assign to me
          </Button>
        </div>
      )}
      {live && !open && !mine && <p className="text-sm text-amber-800">Another admin is working on this item.</p>}
      <Select
        label="Start from a reason"
        value=""
        onChange={(e) => {
          if (e.target.value) setReason(e.target.value);
        }}
      >
        <option value="">Pick a template…</option>
        {TEMPLATES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>
      <Textarea
        label="Reason (required; the person reads it)"
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint="10 to 1000 characters."
      />
      {content.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {content.map((c) =>
            c.hidden ? (
              <Button
                key={c.id}
                variant="secondary"
                disabled={busy}
                onClick={async () => {
                  if (await restore.run({ target: c.target, id: c.id, reason, itemId })) router.refresh();
                }}
              >
                Restore {c.label}
              </Button>
            ) : (
              <Button
                key={c.id}
                variant="secondary"
                disabled={busy}
                onClick={async () => {
                  if (await hide.run({ target: c.target, id: c.id, reason, itemId })) router.refresh();
                }}
              >
                Hide {c.label}
              </Button>
            ),
          )}
        </div>
      )}
      {subject.actionable && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">
            {warnOnly ? `Warn ${subject.name} (resolves the item)` : `Act on ${subject.name}'s account (resolves the item)`}
          </legend>
          <div className="flex flex-wrap items-end gap-2">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={async () => resolveAfter(await standing.run({ userId: subject.id, action: "warn", reason, itemId }))}
            >
              Warn
            </Button>
            {!warnOnly && (
              <>
                <label className="text-sm text-slate-700">
                  Days
                  <input
                    type="number"
                    min={1}
                    max={365}
                    value={days}
                    onChange={(e) => setDays(e.target.value)}
                    className="ml-2 w-20 rounded-lg border border-slate-300 px-2 py-1.5"
                  />
                </label>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={async () =>
                    resolveAfter(await standing.run({ userId: subject.id, action: "suspend", days: Number(days), reason, itemId }))
                  }
                >
                  Suspend
                </Button>
                <Button
                  variant="danger"
                  disabled={busy}
                  // a ban waits for a second admin (the four-eyes rule): the item stays open until it is decided
                  onClick={async () => {
                    await standing.run({ userId: subject.id, action: "ban", reason, itemId });
                    router.refresh();
                  }}
                >
                  Ban
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={async () => resolveAfter(await endSessions.run({ userId: subject.id, reason }))}
                >
                  End sessions
                </Button>
              </>
            )}
          </div>
        </fieldset>
      )}
      {live && closeNote && <p className="border-t border-slate-100 pt-3 text-sm text-slate-700">{closeNote}</p>}
      {live && !closeNote && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {(["resolved", "dismissed"] as const).map((outcome) => (
            <Button
              key={outcome}
              variant={outcome === "resolved" ? undefined : "secondary"}
              disabled={busy}
              onClick={async () => {
                if (await close.run({ itemId, outcome, reason })) router.refresh();
              }}
            >
              {outcome === "resolved" ? "Resolve" : "Dismiss"}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
