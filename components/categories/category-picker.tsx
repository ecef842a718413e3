"use client";
// Picks category names from the tree of global/get_data (the sign-up category step; usable in the job and
// job-details forms too). Values are names, as the profile and job fields hold them. A category with
// sub-categories is chosen through its sub-categories; one without them is a choice itself.
import { useMemo, useState } from "react";
import type { CategoryDto } from "@/lib/settings/global-data";

type Props = {
  /** global/get_data's category tree */
  categories: CategoryDto[];
  value: string[];
  onChange: (names: string[]) => void;
  error?: string;
  /** at most this many choices (the profile schema allows 20) */
  max?: number;
  loading?: boolean;
};

export function CategoryPicker({ categories, value, onChange, error, max = 20, loading }: Props) {
  const [query, setQuery] = useState("");
  const selected = useMemo(() => new Set(value), [value]);
  const q = query.trim().toLowerCase();

  const visible = useMemo(() => {
    if (!q) return categories;
    return categories
      .map((c) => {
        if (c.name.toLowerCase().includes(q)) return c;
        const subs = (c.subCategories ?? []).filter((s) => s.name.toLowerCase().includes(q));
        return subs.length ? { ...c, subCategories: subs } : null;
      })
      .filter((c): c is CategoryDto => c !== null);
  }, [categories, q]);

  const toggle = (name: string) => {
    if (selected.has(name)) onChange(value.filter((v) => v !== name));
    else if (value.length < max) onChange([...value, name]);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="relative block sm:w-72">
          <span className="sr-only">Find a category</span>
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400" aria-hidden>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Find a category"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <p className="text-sm text-slate-500" aria-live="polite">
          {value.length} selected{value.length >= max ? ` (maximum ${max})` : ""}
        </p>
      </div>

      {error && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}

      {loading ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          {q ? `No category matches “${query}”.` : "No categories are available yet."}
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {visible.map((c) => {
            const subs = c.subCategories ?? [];
            const count = subs.length ? subs.filter((s) => selected.has(s.name)).length : selected.has(c.name) ? 1 : 0;
            return (
              <fieldset
                key={c._id}
                className={`rounded-xl border bg-white p-4 transition ${count ? "border-brand-500 shadow-sm" : "border-slate-200"}`}
              >
                <legend className="sr-only">{c.name}</legend>
                <div className="mb-3 flex items-center gap-2">
                  <CategoryIcon icon={c.icon} name={c.name} />
                  <span className="font-semibold text-slate-800">{c.name}</span>
                  {count > 0 && (
                    <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{count}</span>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {(subs.length ? subs : [c]).map((s) => (
                    <Chip key={s._id} name={s.name} checked={selected.has(s.name)} onToggle={() => toggle(s.name)} />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Chip({ name, checked, onToggle }: { name: string; checked: boolean; onToggle: () => void }) {
  return (
    <label
      className={`inline-flex cursor-pointer select-none items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition ${
        checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-500"
      }`}
    >
      <input type="checkbox" checked={checked} onChange={onToggle} className="h-3.5 w-3.5 accent-white" />
      {name}
    </label>
  );
}

function CategoryIcon({ icon, name }: { icon?: string | null; name: string }) {
  if (icon && /^(\/|https?:|data:image)/.test(icon)) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={icon} alt="" width={24} height={24} className="h-6 w-6 rounded object-contain" />;
  }
  if (icon && [...icon].length <= 2) {
    return (
      <span className="text-lg leading-none" aria-hidden>
        {icon}
      </span>
    );
  }
  return (
    <span className="inline-flex h-6 w-6 items-center justify-center rounded-md bg-brand-50 text-xs font-bold text-brand-700" aria-hidden>
      {name.charAt(0)}
    </span>
  );
}
