// One worker of My team: who they are, what helps to choose them again (rating, reliability, shifts worked
// for this employer, last date) and the row's action (Remove or Unblock).
import Link from "next/link";
import type { RosterWorker } from "@/lib/roster/list";
import { Avatar } from "@/components/ui/avatar";
import { Stars } from "@/components/profile/stars";
import { formatLongDate } from "@/components/profile/format";

export function RosterRow({ worker, action }: { worker: RosterWorker; action: React.ReactNode }) {
  const shifts = `${worker.shiftsWorked} shift${worker.shiftsWorked === 1 ? "" : "s"} worked for you`;
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="roster-row">
      <Avatar src={worker.avatar} name={worker.name} size={44} decorative />
      <div className="min-w-0 flex-1">
        <Link
          href={`/dashboard/detail-employee/${worker.userId}`}
          className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {worker.name}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Stars score={worker.rating} count={worker.reviewCount} />
          <span>
            Reliability: <span className="font-semibold text-slate-800">{worker.reliability}</span>
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-500">
          {shifts}
          {worker.lastWorkedAt ? ` · last on ${formatLongDate(worker.lastWorkedAt)}` : ""}
        </p>
        {worker.note && <p className="mt-1 break-words text-sm italic text-slate-600">{worker.note}</p>}
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}
