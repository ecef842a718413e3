// The audit log's filters: a plain GET form (works without JavaScript), one column on a phone.
import { AUDIT_ACTIONS, AUDIT_TARGETS } from "@/lib/admin/states";

export type FilterValues = Partial<Record<"actorId" | "targetType" | "targetId" | "action" | "from" | "to", string>>;

const box = "min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
const field = `mt-1 w-full ${box}`;

export function AuditFilters({ values }: { values: FilterValues }) {
  return (
    <form
      method="get"
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      aria-label="Filters"
    >
      <label className="text-sm text-slate-700">
        Admin (actor id)
        <input name="actorId" defaultValue={values.actorId ?? ""} className={field} autoComplete="off" />
      </label>
      <label className="text-sm text-slate-700">
        Target
        <span className="mt-1 flex gap-2">
          <select name="targetType" defaultValue={values.targetType ?? ""} className={`${box} w-28 shrink-0`} aria-label="Target type">
            <option value="">Any</option>
            {AUDIT_TARGETS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <input name="targetId" defaultValue={values.targetId ?? ""} placeholder="id" className={`${box} w-full`} aria-label="Target id" />
        </span>
      </label>
      <label className="text-sm text-slate-700">
        Action
        <select name="action" defaultValue={values.action ?? ""} className={field}>
          <option value="">Any</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        From
        <input type="date" name="from" defaultValue={values.from ?? ""} className={field} />
      </label>
      <label className="text-sm text-slate-700">
        To
        <input type="date" name="to" defaultValue={values.to ?? ""} className={field} />
      </label>
      <div className="flex items-end">
        <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Filter
        </button>
      </div>
    </form>
  );
}
