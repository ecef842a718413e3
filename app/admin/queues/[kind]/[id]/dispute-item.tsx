// A dispute's queue item: both sides' notes and the amounts (DisputeStatus), the time clock records, the chat
// between the two people since the contract began, and — while it is live — the resolve form.
import type { QueueDetail } from "@/lib/admin/queues/registry";
import { formatDate } from "@/lib/format/intl";
import { durationText } from "@/lib/time/format";
import { DisputeStatus } from "@/components/disputes/dispute-status";
import { ResolveDisputeForm } from "@/components/disputes/resolve-form";
import { isOpen } from "@/lib/disputes/states";

type Detail = Extract<QueueDetail, { kind: "dispute" }>;
const when = (d: string) => `${formatDate(d, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
const box = "rounded-xl border border-slate-200 bg-white p-4 text-sm";

export function DisputeItem({ d, live }: { d: Detail; live: boolean }) {
  const x = d.dispute;
  return (
    <>
      <section className={box} aria-labelledby="dispute">
        <h2 id="dispute" className="mb-2 font-semibold text-slate-900">
          {x.jobTitle}: {x.workerName} (worker) and {x.employerName} (employer)
        </h2>
        <DisputeStatus d={x} viewer="admin" />
        {live && isOpen(x.status) && <ResolveDisputeForm id={x._id} frozenCents={x.frozenCents} frozenFeeCents={x.frozenFeeCents} />}
      </section>
      <section className={box} aria-labelledby="clock">
        <h2 id="clock" className="font-semibold text-slate-900">
          Time clock records
        </h2>
        {d.entries.length === 0 ? (
          <p className="mt-1 text-slate-700">No time recorded.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {d.entries.map((e) => (
              <li key={e._id} className="break-words text-slate-800">
                {when(e.start)} – {when(e.end)} · {durationText(e.minutes * 60)} · {e.type}
                {e.memo && ` · ${e.memo}`}
                {e.paid && " · paid"}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={box} aria-labelledby="chat">
        <h2 id="chat" className="font-semibold text-slate-900">
          Chat between them since the contract began
        </h2>
        {d.chat.length === 0 ? (
          <p className="mt-1 text-slate-700">No messages.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2">
            {d.chat.map((m) => (
              <li key={m._id} className="rounded-lg bg-slate-50 p-2">
                <p className="text-xs text-slate-600">
                  {m.from === "worker" ? x.workerName : x.employerName} · {when(m.createdAt)}
                  {m.hidden && " · hidden"}
                </p>
                <p className="break-words whitespace-pre-line text-slate-900">{m.contentType === "image" ? "(a photo)" : m.content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
