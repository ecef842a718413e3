/** Skills or categories as chips, with a quiet "Not set" when the list is empty. */
export function ChipList({ label, items, tone = "brand" }: { label: string; items: string[]; tone?: "brand" | "slate" }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</p>
      {items.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {items.map((s) => (
            <li
              key={s}
              className={`rounded-full px-3 py-1 text-sm font-medium ${tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-700"}`}
            >
              {s}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-400">Not set</p>
      )}
    </div>
  );
}
