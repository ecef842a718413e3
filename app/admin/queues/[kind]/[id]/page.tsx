// /admin/queues/{kind}/{id}: one queue item with everything needed to decide (the reported message in its
// conversation and both people's history, a person's refused attempts, the reported review, the appealed
// mark, the "consider" background check with the employer's adverse-action steps), the notices sent from it with the person's reply, its audit rows, and the actions. Admins with two-step
// sign-in only.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireAdmin } from "@/app/admin/_lib/access";
import { AppError } from "@/lib/http/errors";
import { getQueueItem, type QueueItemDetail } from "@/lib/admin/queues/queries";
import { HIDE_TARGET, isLive, QUEUE_STATE } from "@/lib/admin/queues/states";
import { STANDING } from "@/lib/accounts/standing-states";
import { formatDate } from "@/lib/format/intl";
import { AppealDecision } from "@/components/reliability/appeal-decision";
import { Notice } from "@/app/admin/queues/notice";
import { ItemActions, type ContentRef } from "./item-actions";
import { DisputeItem } from "./dispute-item";
import { isOpen } from "@/lib/disputes/states";

export const metadata: Metadata = { title: "Queue item | Gigline operations" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ kind: string; id: string }> };
const when = (d: string | null) => (d ? `${formatDate(d, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC` : "");
const box = "rounded-xl border border-slate-200 bg-white p-4 text-sm";

export default async function QueueItemPage({ params }: Props) {
  const { kind, id } = await params;
  const access = await requireAdmin(`/admin/queues/${kind}/${id}`);
  if (!access.ok) return <Notice text={access.message} />;
  const item = await getQueueItem(id).catch((err) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  const live = isLive(item.state);
  const d = item.detail;
  const content: ContentRef[] = [];
  if (d?.kind === "chat_report")
    content.push({ target: HIDE_TARGET.message, id: d.message._id, hidden: !!d.message.hiddenAt, label: "the message" });
  if (d?.kind === "review_report")
    content.push({ target: HIDE_TARGET.review, id: d.review._id, hidden: !!d.review.hiddenAt, label: "the review" });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link href={`/admin/queues/${kind}`} className="text-brand-700 hover:underline">
          ← {item.title}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">
        {item.title}: {item.subject.name}
      </h1>
      <section className={box} aria-labelledby="item-state">
        <h2 id="item-state" className="font-semibold text-slate-900">
          State: <span data-testid="item-state">{item.state}</span>
        </h2>
        <p className="mt-1 text-slate-700">
          Opened {when(item.openedAt)}
          {item.assigneeName !== null && ` · assigned to ${item.assigneeId === access.adminId ? "you" : item.assigneeName}`}
          {item.closedAt && ` · closed ${when(item.closedAt)} by ${item.closedByName}: ${item.closeReason}`}
        </p>
      </section>
      <Person item={item} />
      {d === null && <Notice text="What this item was about no longer exists." />}
      {d?.kind === "chat_report" && (
        <section className={box} aria-labelledby="report">
          <h2 id="report" className="font-semibold text-slate-900">
            Reported by {d.reporter.name} on {when(d.reportedAt)}
          </h2>
          <p className="mt-1 break-words text-slate-800">Reason: {d.reason}</p>
          <p className="mt-1 text-slate-600">
            The reporter has filed {d.reporter.history.reportsFiled} reports and been reported {d.reporter.history.reportsAgainst} times.
          </p>
          <h3 className="mt-3 font-semibold text-slate-900">The conversation around it</h3>
          <ol className="mt-2 flex flex-col gap-2">
            {d.context.map((m) => (
              <li
                key={m._id}
                className={`rounded-lg p-2 ${m._id === d.message._id ? "border-2 border-red-400 bg-red-50" : "bg-slate-50"}`}
                data-testid={m._id === d.message._id ? "reported-message" : undefined}
              >
                <p className="text-xs text-slate-600">
                  {m.senderId === item.subject._id ? item.subject.name : d.reporter.name} · {when(m.createdAt)}
                  {m.hiddenAt && ` · hidden: ${m.hiddenReason}`}
                </p>
                <p className="break-words whitespace-pre-line text-slate-900">{m.contentType === "image" ? "(a photo)" : m.content}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {d?.kind === "contact_attempts" && (
        <section className={box} aria-labelledby="attempts">
          <h2 id="attempts" className="font-semibold text-slate-900">
            {d.total} refused {d.total === 1 ? "message" : "messages"} to {d.people} {d.people === 1 ? "person" : "people"}
          </h2>
          <p className="mt-1 text-slate-700">
            {d.sinceOpened} since this item opened · last {when(d.lastAt)}
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {d.examples.map((e) => (
              <li key={e._id} className="rounded-lg bg-slate-50 p-2">
                <p className="text-xs text-slate-600">
                  {when(e.createdAt)} · matched{" "}
                  {e.matches
                    .map((m) => m.kind)
                    .filter(Boolean)
                    .join(", ") || "contact details"}
                </p>
                <p className="break-words whitespace-pre-line text-slate-900">{e.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {d?.kind === "review_report" && (
        <section className={box} aria-labelledby="review">
          <h2 id="review" className="font-semibold text-slate-900">
            Reported by {d.reporter.name} on {when(d.reportedAt)}
          </h2>
          <p className="mt-1 break-words text-slate-800">Reason: {d.reason}</p>
          <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-900">
            {d.review.score}★ {d.review.text}
          </blockquote>
          <p className="mt-1 text-xs text-slate-600">
            On “{d.review.jobTitle}” · published {when(d.review.publishedAt)}
            {d.review.hiddenAt && ` · hidden: ${d.review.hiddenReason}`}
          </p>
        </section>
      )}
      {d?.kind === "reliability_appeal" && (
        <section className={box} aria-labelledby="appeal">
          <h2 id="appeal" className="font-semibold text-slate-900">
            {d.label} · reliability {d.score ?? "new"}
          </h2>
          <p className="mt-1 break-words text-slate-700">
            {d.shift.jobTitle} · shift of {when(d.shift.start)} · recorded {when(d.occurredAt)}
          </p>
          {d.detail && <p className="mt-1 break-words text-slate-700">{d.detail}</p>}
          <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-900">
            {d.appealNote}
          </blockquote>
          <p className="mt-1 text-xs text-slate-600">
            Appealed {when(d.appealedAt)} · {d.appealStatus}
          </p>
          {live && <AppealDecision eventId={d.eventId} />}
        </section>
      )}
      {d?.kind === "dispute" && <DisputeItem d={d} live={live} />}
      {d?.kind === "adverse_action" && (
        <section className={box} aria-labelledby="check">
          <h2 id="check" className="font-semibold text-slate-900">
            {d.check.packageName}: {d.check.statusLabel}
          </h2>
          <p className="mt-1 break-words text-slate-700">
            Ordered by {d.employer.name} ({d.employer.email}) for {d.worker.name} ({d.worker.email})
          </p>
          <p className="mt-1 text-slate-700">
            Ordered {when(d.check.orderedAt)} · result {when(d.check.completedAt)} · partner {d.check.partner}
            {!d.check.sharedWithEmployer && " · the worker has not shared the result with the employer"}
          </p>
          {d.check.disputeReason && <p className="mt-1 break-words text-slate-700">The worker disputes it: {d.check.disputeReason}</p>}
          {d.overdue && (
            <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-900" data-testid="adverse-overdue">
              Overdue: {d.overdue}
            </p>
          )}
          <h3 className="mt-3 font-semibold text-slate-900">The employer&apos;s steps</h3>
          {d.steps.length === 0 ? (
            <p className="mt-1 text-slate-700">No step recorded yet.</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-2" data-testid="adverse-steps">
              {d.steps.map((s) => (
                <li key={s._id} className="rounded-lg bg-slate-50 p-2">
                  <p className="text-slate-900">
                    {s.label} · {when(s.at)}
                  </p>
                  {s.note && <p className="mt-1 break-words text-slate-700">{s.note}</p>}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-2 text-xs text-slate-600">
            Waiting period {d.waitDays} days
            {d.finalNoticeFrom && ` · final notice possible from ${when(d.finalNoticeFrom)}`}. Gigline oversees these steps; the employer
            decides.
          </p>
        </section>
      )}
      <ItemActions
        itemId={item._id}
        live={live}
        open={item.state === QUEUE_STATE.open}
        mine={item.assigneeId === access.adminId}
        subject={{ id: item.subject._id, name: item.subject.name, actionable: item.subject.type !== "admin" }}
        content={content}
        warnOnly={d?.kind === "adverse_action"}
        closeNote={d?.kind === "dispute" && isOpen(d.dispute.status) ? "The item closes when you decide the dispute above." : undefined}
      />
      {item.notices.length > 0 && (
        <section className={box} aria-labelledby="notices">
          <h2 id="notices" className="font-semibold text-slate-900">
            What the person was told
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {item.notices.map((n) => (
              <li key={n._id} className="rounded-lg bg-slate-50 p-2">
                <p className="text-xs text-slate-600">{when(n.createdAt)}</p>
                <p className="break-words text-slate-900">{n.message}</p>
                <p className="mt-1 break-words text-slate-800" data-testid="notice-reply">
                  {n.reply ? `Their reply (${when(n.repliedAt)}): ${n.reply}` : "No reply yet."}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.audit.length > 0 && (
        <section className={box} aria-labelledby="history">
          <h2 id="history" className="font-semibold text-slate-900">
            History
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {item.audit.map((a) => (
              <li key={a._id} className="break-words text-slate-800">
                {when(a.at)} · {a.action}: {a.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Person({ item }: { item: QueueItemDetail }) {
  const s = item.subject;
  const h = item.subjectHistory;
  return (
    <section className={box} aria-labelledby="person">
      <h2 id="person" className="font-semibold text-slate-900">
        {s.name} ({s.type === "customer" ? "employer" : s.type === "provider" ? "employee" : s.type})
      </h2>
      <p className="mt-1 break-all text-slate-700">
        {s.email} · account {s.standing === STANDING.good ? "in good standing" : s.standing} · member since {when(s.since)}
      </p>
      <p className="mt-1 text-slate-700">
        Reported {h.reportsAgainst} times · filed {h.reportsFiled} reports · {h.refusedAttempts} refused contact attempts
      </p>
      {h.items.length > 1 && (
        <ul className="mt-2 flex flex-col gap-1 text-xs text-slate-600">
          {h.items
            .filter((i) => i._id !== item._id)
            .map((i) => (
              <li key={i._id}>
                {when(i.openedAt)} · {i.kind} · {i.state}
                {i.closeReason && `: ${i.closeReason}`}
              </li>
            ))}
        </ul>
      )}
      <p className="mt-2 text-xs">
        <Link href={`/admin/audit?targetType=user&targetId=${encodeURIComponent(s._id)}`} className="text-brand-700 hover:underline">
          Standing history in the audit log
        </Link>
      </p>
    </section>
  );
}
