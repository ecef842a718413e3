"use client";
// The search box's state: the text, the panel, the highlighted option, the items (recent searches before
// typing, grouped suggestions and "See all results" from the 3rd character) and the keys.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { IconName } from "@/components/dashboard/icons";
import { useRecentSearches, useSearchSuggestions } from "@/hooks/use-search-suggestions";
import { useClickOutside } from "@/hooks/use-click-outside";
import { SUGGEST_MIN_CHARS } from "@/lib/search/constants";
import { otherSide, type SearchTarget } from "@/components/search/targets";
import type { Suggestion, SuggestionType } from "@/lib/search/answers";

export type SearchBoxItem = {
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

type Options = {
  viewerType: string;
  initialText: string;
  suggestionType: SuggestionType | "all";
  onPick: (target: SearchTarget) => void;
  onDismiss?: () => void;
  keepText?: boolean;
};

export function useSearchBox({ viewerType, initialText, suggestionType, onPick, onDismiss, keepText }: Options) {
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

  const items = useMemo<SearchBoxItem[]>(() => {
    if (typing) {
      const found = GROUPS.flatMap((g) =>
        suggestions
          .filter((s) => s.type === g.type && (s.type !== "user" || s._id))
          .map((s, i) => ({
            key: `${g.type}-${s._id ?? s.text}-${i}`,
            group: g.label,
            target: suggestionTarget(s, viewerType),
            label: s.text,
            sub: s.subtext,
            icon: g.icon,
          })),
      );
      return [
        ...found,
        {
          key: "see-all",
          group: "",
          target: { kind: "keyword", keyword: trimmed },
          label: SEE_ALL,
          sub: `for “${trimmed}”`,
          icon: "search",
        },
      ];
    }
    const r = recent.data;
    if (!r) return [];
    const people = suggestionType === "all" || suggestionType === "user";
    const jobs = suggestionType === "all" || suggestionType === "job";
    return [
      ...r.keywords.slice(0, 5).map((k) => ({
        key: `kw-${k}`,
        group: "Recent searches",
        target: { kind: "keyword", keyword: k } as SearchTarget,
        label: k,
        icon: "clock" as IconName,
      })),
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

  const changeText = (value: string) => {
    setText(value);
    setOpen(true);
  };

  const clear = () => {
    setText("");
    input.current?.focus();
  };

  return {
    box,
    input,
    listId,
    text,
    trimmed,
    typing,
    open,
    setOpen,
    active,
    setActive,
    items,
    pending,
    error,
    recentLoading: recent.isLoading,
    choose,
    onKeyDown,
    changeText,
    clear,
  };
}
