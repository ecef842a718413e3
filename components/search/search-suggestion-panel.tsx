"use client";
// The search box's panel: notices (too short, loading recent searches, nothing yet, no suggestions) and
// the options grouped under their headings.
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";
import { SUGGEST_MIN_CHARS } from "@/lib/search/constants";
import type { SearchTarget } from "@/components/search/targets";
import type { SearchBoxItem } from "@/components/search/use-search-box";

type Props = {
  listId: string;
  items: SearchBoxItem[];
  active: number;
  trimmed: string;
  typing: boolean;
  pending: boolean;
  error: string | null | undefined;
  recentLoading: boolean;
  onActive: (i: number) => void;
  onChoose: (target: SearchTarget) => void;
};

export function SearchSuggestionPanel({
  listId,
  items,
  active,
  trimmed,
  typing,
  pending,
  error,
  recentLoading,
  onActive,
  onChoose,
}: Props) {
  return (
    <div
      className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      data-testid="search-suggestions"
      // clicks inside the panel keep the focus in the input (leaving the input closes the panel)
      onMouseDown={(e) => e.preventDefault()}
    >
      {!typing && trimmed.length > 0 && (
        <p className="px-4 pb-2 pt-1 text-xs text-slate-500">Type at least {SUGGEST_MIN_CHARS} characters for suggestions.</p>
      )}
      {!typing && !trimmed && recentLoading && <p className="px-4 py-2 text-sm text-slate-500">Loading your recent searches…</p>}
      {!typing && !trimmed && !recentLoading && items.length === 0 && (
        <p className="px-4 py-3 text-sm text-slate-500">Search jobs, people, categories and places. Your recent searches will show here.</p>
      )}
      {typing && error && <p className="px-4 py-2 text-sm text-red-600">{error}</p>}
      {typing && !error && items.length === 1 && (
        <p className="px-4 py-2 text-sm text-slate-500" aria-live="polite">
          {pending ? "Looking for suggestions…" : `No suggestions for “${trimmed}”.`}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label="Search suggestions">
        {items.map((item, i) => {
          // a heading above the first item of each group
          const heading = item.group !== (i > 0 ? items[i - 1].group : "") ? item.group : null;
          const seeAll = item.key === "see-all";
          return (
            <li key={item.key} role="presentation">
              {heading && (
                <p
                  className="px-4 pb-1 pt-3 text-[11px] font-semibold uppercase tracking-wide text-slate-400 first:pt-1"
                  role="presentation"
                >
                  {heading}
                </p>
              )}
              <div
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                data-group={item.group || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => onActive(i)}
                onClick={() => onChoose(item.target)}
                className={`mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm ${
                  seeAll ? "mt-1 border-t border-slate-100 pt-2.5 font-semibold text-brand-700" : "text-slate-700"
                } ${i === active ? "bg-brand-50" : ""}`}
              >
                {item.avatar ? (
                  <Avatar src={item.avatar.src || null} name={item.avatar.name} size={28} />
                ) : (
                  <span
                    className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${seeAll ? "bg-brand-50 text-brand-600" : "bg-slate-100 text-slate-500"}`}
                  >
                    <Icon name={item.icon} className="h-4 w-4" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{item.label}</span>
                  {item.sub && (
                    <span className={`block truncate text-xs ${seeAll ? "font-normal text-slate-500" : "text-slate-500"}`}>{item.sub}</span>
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
