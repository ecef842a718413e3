"use client";
// The search box with suggestions: before typing it offers the person's recent
// keywords and the people and jobs they opened (searchlog/get_recent); from the 3rd character, 300 ms after
// the last keystroke, suggestions of the four types (user, job, category, location) grouped by type, and
// "See all results". Arrow keys move, Enter picks (or searches the text), Escape closes. What a pick does
// is the caller's (`onPick`): the header navigates, a search screen applies it in place.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Icon, type IconName } from "@/components/dashboard/icons";
import { useRecentSearches, useSearchSuggestions } from "@/hooks/use-search-suggestions";
import { useClickOutside } from "@/hooks/use-click-outside";
import { SUGGEST_MIN_CHARS } from "@/lib/search/constants";
import { otherSide, type SearchTarget } from "@/components/search/targets";
import type { Suggestion, SuggestionType } from "@/lib/search/answers";

type Item = {
  key: string;
  group: string;
  target: SearchTarget;
  label: string;
  sub?: string;
  icon: IconName;
  avatar?: { src: string; name: string };
};

const GROUPS: { type: SuggestionType; label: string; icon: IconName }[] = [
  { type: "user", label: "People", icon: "user" },
  { type: "job", label: "Jobs", icon: "briefcase" },
  { type: "category", label: "Categories", icon: "star" },
  { type: "location", label: "Locations", icon: "mapPin" },
];

const SEE_ALL = "See all results";

function suggestionTarget(s: Suggestion, viewerType: string): SearchTarget {
  switch (s.type) {
    case "user":
      return { kind: "user", id: s._id ?? "", userType: otherSide(viewerType) };
    case "job":
      return { kind: "job", id: s._id, title: s.text };
    case "category":
      return { kind: "category", name: s.text };
    case "location":
      return { kind: "location", text: s.text, place: s.place };
  }
}

type Props = {
  viewerType: string;
  /** the input's accessible name */
  label: string;
  placeholder: string;
  initialText?: string;
  /** which suggestions to ask for (a people screen asks for people only) */
  suggestionType?: SuggestionType | "all";
  onPick: (target: SearchTarget) => void;
  autoFocus?: boolean;
  /** Escape on a closed list (the header's mobile overlay closes itself) */
  onDismiss?: () => void;
  /** leave the text in the box after a pick (a search screen shows what it searched) */
  keepText?: boolean;
  className?: string;
  testId?: string;
};

export function SearchBox({ viewerType, label, placeholder, initialText = "", suggestionType = "all", onPick, autoFocus, onDismiss, keepText, className = "", testId }: Props) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const trimmed = text.trim();
  const typing = trimmed.length >= SUGGEST_MIN_CHARS;
  const { suggestions, pending, error } = useSearchSuggestions(text, suggestionType);
  const recent = useRecentSearches(open);

  useClickOutside(box, open, setOpen);

  const items = useMemo<Item[]>(() => {
    if (typing) {
      const found = GROUPS.flatMap((g) =>
        suggestions
          .filter((s) => s.type === g.type && (s.type !== "user" || s._id))
          .map((s, i) => ({ key: `${g.type}-${s._id ?? s.text}-${i}`, group: g.label, target: suggestionTarget(s, viewerType), label: s.text, sub: s.subtext, icon: g.icon })),
      );
      return [...found, { key: "see-all", group: "", target: { kind: "keyword", keyword: trimmed }, label: SEE_ALL, sub: `for “${trimmed}”`, icon: "search" }];
    }
    const r = recent.data;
    if (!r) return [];
    const people = suggestionType === "all" || suggestionType === "user";
    const jobs = suggestionType === "all" || suggestionType === "job";
    return [
      ...r.keywords.slice(0, 5).map((k) => ({ key: `kw-${k}`, group: "Recent searches", target: { kind: "keyword", keyword: k } as SearchTarget, label: k, icon: "clock" as IconName })),
      ...(people ? r.users.slice(0, 5) : []).map((u) => ({
        key: `u-${u._id}`,
        group: "Recently viewed",
        target: { kind: "user", id: u._id, userType: u.type } as SearchTarget,
        label: u.name || "Unnamed",
        sub: u.title || [u.city, u.state].filter(Boolean).join(", ") || undefined,
        icon: "user" as IconName,
        avatar: { src: u.avatar, name: u.name || "?" },
      })),
      ...(jobs ? r.jobs.slice(0, 3) : []).map((j) => ({
        key: `j-${j._id}`,
        group: "Recently viewed jobs",
        target: { kind: "job", id: j._id, title: j.title } as SearchTarget,
        label: j.title,
        sub: [j.city, j.state].filter(Boolean).join(", ") || undefined,
        icon: "briefcase" as IconName,
      })),
    ];
  }, [typing, suggestions, recent.data, trimmed, viewerType, suggestionType]);

  // a new list starts with nothing highlighted
  // eslint-disable-next-line react-hooks/set-state-in-effect -- resets the highlight once per new list
  useEffect(() => setActive(-1), [items]);

  const choose = (target: SearchTarget) => {
    if (target.kind === "keyword" && !target.keyword.trim()) return;
    setOpen(false);
    setActive(-1);
    if (!keepText) setText("");
    else if (target.kind === "keyword") setText(target.keyword);
    input.current?.blur();
    onPick(target);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!items.length) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (e.key === "Enter") {
      e.preventDefault();
      const item = open && active >= 0 ? items[active] : null;
      choose(item ? item.target : { kind: "keyword", keyword: trimmed });
    } else if (e.key === "Escape") {
      e.preventDefault();
      if (open) setOpen(false);
      else onDismiss?.();
    }
  };

  // an empty panel still says what the box does (and where recent searches will appear)
  const showPanel = open;
  let lastGroup = "";

  return (
    <div ref={box} className={`relative ${className}`} data-testid={testId}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
          <Icon name="search" className="h-4 w-4" />
        </span>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="w-full rounded-full border border-slate-200 bg-slate-50 py-2 pl-9 pr-9 text-sm text-slate-800 outline-none transition placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              input.current?.focus();
            }}
            className="absolute inset-y-0 right-2 my-auto flex h-6 w-6 items-center justify-center rounded-full text-slate-400 hover:bg-slate-200 hover:text-slate-700"
          >
            <Icon name="close" className="h-3.5 w-3.5" />
          </button>
        )}
      </div>

      {showPanel && (
        <div
          className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
          data-testid="search-suggestions"
          // clicks inside the panel keep the focus in the input (leaving the input closes the panel)
          onMouseDown={(e) => e.preventDefault()}
        >
          {!typing && trimmed.length > 0 && (
            <p className="px-4 pb-2 pt-1 text-xs text-slate-500">Type at least {SUGGEST_MIN_CHARS} characters for suggestions.</p>
          )}
          {!typing && !trimmed && recent.isLoading && <p className="px-4 py-2 text-sm text-slate-500">Loading your recent searches…</p>}
          {!typing && !trimmed && !recent.isLoading && items.length === 0 && (
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
              const heading = item.group !== lastGroup ? item.group : null;
              lastGroup = item.group;
              const seeAll = item.key === "see-all";
              return (
                <li key={item.key} role="presentation">
                  {heading && (
                    <p className="px-4 pb-1 pt-3 text-[11px] font-semibold uppercase tracking-wide text-slate-400 first:pt-1" role="presentation">
                      {heading}
                    </p>
                  )}
                  <div
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    data-group={item.group || undefined}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(item.target)}
                    className={`mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm ${
                      seeAll ? "mt-1 border-t border-slate-100 pt-2.5 font-semibold text-brand-700" : "text-slate-700"
                    } ${i === active ? "bg-brand-50" : ""}`}
                  >
                    {item.avatar ? (
                      <Avatar src={item.avatar.src || null} name={item.avatar.name} size={28} />
                    ) : (
                      <span className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${seeAll ? "bg-brand-50 text-brand-600" : "bg-slate-100 text-slate-500"}`}>
                        <Icon name={item.icon} className="h-4 w-4" />
                      </span>
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{item.label}</span>
                      {item.sub && <span className={`block truncate text-xs ${seeAll ? "font-normal text-slate-500" : "text-slate-500"}`}>{item.sub}</span>}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
