"use client";
import type { PlaceOption } from "@/lib/search/answers";

/** The suggested places under the address field (a listbox the field's combobox controls). */
export function PlaceList({
  id,
  places,
  active,
  fresh,
  loading,
  onActive,
  onPick,
}: {
  id: string;
  places: PlaceOption[];
  active: number;
  fresh: boolean;
  loading: boolean;
  onActive: (i: number) => void;
  onPick: (p: PlaceOption) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggested places"
      onMouseDown={(e) => e.preventDefault()}
      // with no place to pick, the list is only a notice ("No matching places"): a click goes through it to
      // what it covers (the form's button, a checkbox)
      className={`absolute left-0 right-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg ${
        places.length === 0 ? "pointer-events-none" : ""
      }`}
    >
      {places.map((p, i) => (
        <li
          key={`${p.description}-${p.lat}-${p.lng}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // keep the focus in the input so leaving it does not count as an unpicked text
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onActive(i)}
          onClick={() => onPick(p)}
          className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-700" : "text-slate-700"}`}
        >
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="shrink-0 text-slate-400"
            aria-hidden
          >
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
          </svg>
          <span className="truncate">{p.description}</span>
        </li>
      ))}
      {places.length === 0 && fresh && !loading && <li className="px-3 py-2 text-sm text-slate-500">No matching places</li>}
      {places.length === 0 && loading && <li className="px-3 py-2 text-sm text-slate-500">Looking up places…</li>}
    </ul>
  );
}
