"use client";
// The parts the two search screens share: the toolbar (search box + Filter button), the removable chips of
// the filters in use, the line about spelling corrections, skeletons and the list's end (infinite
// scroll at 90%, "No more results" once a page comes back short).
import { Icon } from "@/components/dashboard/icons";
import { Button } from "@/components/ui/button";

export type Chip = { key: string; label: string; onRemove: () => void };

export function FilterChips({ chips, onClearAll }: { chips: Chip[]; onClearAll: () => void }) {
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Filters in use" data-testid="filter-chips">
      {chips.map((c) => (
        <li
          key={c.key}
          className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pl-3 pr-1 text-xs font-medium text-brand-700"
        >
          {c.label}
          <button type="button" onClick={c.onRemove} aria-label={`Remove ${c.label}`} className="rounded-full p-0.5 hover:bg-brand-100">
            <Icon name="close" className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" onClick={onClearAll} className="text-xs font-medium text-slate-500 hover:text-slate-800 hover:underline">
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}

export function FilterButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} className="shrink-0 rounded-full" aria-label={count ? `Filter (${count} on)` : "Filter"}>
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      Filter
      {count > 0 && <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">{count}</span>}
    </Button>
  );
}

/** "Showing results for bartender" when a searched word was corrected; a note when no result had every word. */
export function SpellingNote({ corrected, searched, relaxed }: { corrected: string | null; searched: string; relaxed?: boolean }) {
  if (!corrected && !relaxed) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-2.5 text-sm text-amber-900" data-testid="spelling-note">
      {corrected && (
        <p>
          Showing results for <strong className="font-semibold">{corrected}</strong>
          <span className="text-amber-700"> (you searched for “{searched}”)</span>
        </p>
      )}
      {relaxed && <p className={corrected ? "mt-0.5 text-amber-800" : ""}>Nothing had every word, so these results match some of them.</p>}
    </div>
  );
}

export function ResultSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-busy aria-label="Loading results">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-2/5 animate-pulse rounded bg-slate-200" />
          <div className="mt-3 h-3 w-1/4 animate-pulse rounded bg-slate-100" />
          <div className="mt-4 h-3 w-4/5 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-3/5 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

export function ListEnd({
  loadingMore,
  hasMore,
  failed,
  count,
  onRetry,
  noun,
}: {
  loadingMore: boolean;
  hasMore: boolean;
  failed: boolean;
  count: number;
  onRetry: () => void;
  noun: { one: string; many: string };
}) {
  if (loadingMore) {
    return (
      <p className="flex items-center justify-center gap-2 py-6 text-sm text-slate-500" role="status" data-testid="loading-more">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden />
        Loading more {noun.many}…
      </p>
    );
  }
  if (failed) {
    return (
      <div className="flex justify-center py-6">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (hasMore) return <div className="h-16" aria-hidden />;
  return (
    <p className="py-6 text-center text-sm text-slate-400" data-testid="list-end">
      No more results · {count} {count === 1 ? noun.one : noun.many}
    </p>
  );
}
