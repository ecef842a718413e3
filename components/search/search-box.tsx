"use client";
// The search box with suggestions: before typing it offers the person's recent
// keywords and the people and jobs they opened (searchlog/get_recent); from the 3rd character, 300 ms after
// the last keystroke, suggestions of the four types (user, job, category, location) grouped by type, and
// "See all results". Arrow keys move, Enter picks (or searches the text), Escape closes. What a pick does
// is the caller's (`onPick`): the header navigates, a search screen applies it in place.
import { Icon } from "@/components/dashboard/icons";
import type { SearchTarget } from "@/components/search/targets";
import type { SuggestionType } from "@/lib/search/answers";
import { SearchSuggestionPanel } from "@/components/search/search-suggestion-panel";
import { useSearchBox } from "@/components/search/use-search-box";

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

export function SearchBox({
  viewerType,
  label,
  placeholder,
  initialText = "",
  suggestionType = "all",
  onPick,
  autoFocus,
  onDismiss,
  keepText,
  className = "",
  testId,
}: Props) {
  const {
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
    recentLoading,
    choose,
    onKeyDown,
    changeText,
    clear,
  } = useSearchBox({ viewerType, initialText, suggestionType, onPick, onDismiss, keepText });
  // an empty panel still says what the box does (and where recent searches will appear)
  const showPanel = open;

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
          onChange={(e) => changeText(e.target.value)}
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
            onClick={clear}
            className="absolute inset-y-0 right-2 my-auto flex h-6 w-6 items-center justify-center rounded-full text-slate-400 hover:bg-slate-200 hover:text-slate-700"
          >
            <Icon name="close" className="h-3.5 w-3.5" />
          </button>
        )}
      </div>

      {showPanel && (
        <SearchSuggestionPanel
          listId={listId}
          items={items}
          active={active}
          trimmed={trimmed}
          typing={typing}
          pending={pending}
          error={error}
          recentLoading={recentLoading}
          onActive={setActive}
          onChoose={choose}
        />
      )}
    </div>
  );
}
