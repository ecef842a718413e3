// One line per dispute for the operations queue's list: the job, what is disputed, the frozen amount, the note.
import "server-only";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/money/amounts/format";

export async function disputePreviews(ids: string[], clip: (s: string) => string) {
  const rows = await db.dispute.findMany({
    where: { id: { in: ids } },
    select: { id: true, kind: true, frozenCents: true, openerNote: true, contract: { select: { job: { select: { title: true } } } } },
  });
  return new Map(
    rows.map((r) => [
      r.id,
      clip(`${r.contract.job.title} · ${r.kind === "timesheet" ? "hours" : "delivery"} · ${formatCents(r.frozenCents)} · ${r.openerNote}`),
    ]),
  );
}
