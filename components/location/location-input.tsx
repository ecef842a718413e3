"use client";
// The address field of the sign-up, profile and job forms and of the search filters. From the 3rd character
// it offers places (POST search/get_location_places, 300 ms after the last keystroke): Google when
// the server has a key, else the bundled US gazetteer. Picking one fills the text, city, state, county, ZIP
// code and coordinates. Free text still works where a form allows it: "City, ST 12345" fills city, state and
// ZIP and the server geocodes. With `requirePick` (the search filters) a typed text that was not picked is
// refused with 'Please input a valid location.', reported through `onPickError`. A typed text that is one of
// the places word for word (any case) is taken as that place when the suggestions arrive: the list closes
// instead of covering the fields and buttons below it, and the place's coordinates are filled.
import { forwardRef, useCallback, useEffect, useId, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import { api } from "@/lib/api-client";
import type { PlaceOption } from "@/lib/search/answers";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useClickOutside } from "@/hooks/use-click-outside";

export type LocationValue = {
  location: string;
  city: string;
  state: string;
  zipcode: string;
  street_number?: string;
  route?: string;
  county?: string;
  country?: string;
  lat?: number;
  lng?: number;
};

/** the filters: a typed location must be picked from the suggestions */
export const PICK_LOCATION_ERROR = "Please input a valid location.";
const MIN_CHARS = 3;
const DEBOUNCE_MS = 300;

const CITY_STATE_ZIP = /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$/i;

/** "Austin, TX 78701" → city Austin, state TX, zipcode 78701; anything else leaves them empty. */
export function parseLocation(text: string): LocationValue {
  const m = CITY_STATE_ZIP.exec(text);
  if (!m) return { location: text, city: "", state: "", zipcode: "" };
  return { location: text, city: m[1].trim(), state: m[2].toUpperCase(), zipcode: m[3] ?? "", country: "United States" };
}

/** A value that came from a picked place (it has coordinates), or an empty one. */
export function isPickedLocation(v: Pick<LocationValue, "location" | "lat" | "lng">): boolean {
  return !v.location.trim() || (typeof v.lat === "number" && typeof v.lng === "number");
}

type Place = PlaceOption;

/** the same words, whatever the case, the spacing and the commas ("austin tx 78701" is "Austin, TX 78701") */
export function sameText(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/,/g, " ").trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

export function placeToLocation(p: Place): LocationValue {
  return { location: p.description, city: p.city, state: p.state, county: p.county, zipcode: p.zipcode, country: "United States", lat: p.lat, lng: p.lng };
}

type Props = {
  value: string;
  onChange: (v: LocationValue) => void;
  onBlur?: () => void;
  label?: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  /** typed text must be picked from the suggestions (search filters) */
  requirePick?: boolean;
  /** with requirePick: the error when the person leaves the field with an unpicked text, null once fixed */
  onPickError?: (error: string | null) => void;
};

export const LocationInput = forwardRef<HTMLInputElement, Props>(function LocationInput(
  { value, onChange, onBlur, label = "Location", error, hint, placeholder = "City, ST 12345", name = "location", id, className, disabled, requirePick, onPickError },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  const listId = `${fid}-places`;
  const box = useRef<HTMLDivElement>(null);
  // the text that was last picked; a value the form starts with counts as picked (a saved filter's place)
  const picked = useRef<string | null>(value || null);
  // only what the person types is looked up, never a value the form set
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const [places, setPlaces] = useState<Place[]>([]);
  const [loadedFor, setLoadedFor] = useState("");
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pickError, setPickError] = useState<string | null>(null);
  // the text in the field now (an answer that arrives after more typing is for an older text)
  const typedNow = useRef("");

  const report = useCallback(
    (e: string | null) => {
      setPickError(e);
      onPickError?.(e);
    },
    [onPickError],
  );

  useEffect(() => {
    if (query.length < MIN_CHARS || query === picked.current) return;
    const ctl = new AbortController();
    setLoading(true);
    api("search/get_location_places", { query }, { signal: ctl.signal })
      .then((res) => {
        const found = res.places ?? [];
        // a typed text that is one of the places word for word (any case, commas or not) is that place: it is taken (with its
        // coordinates) and the list closes, instead of staying open over the fields and buttons below it
        const same = typedNow.current.trim() === query ? found.find((p) => sameText(p.description, query)) : undefined;
        if (same) return pickRef.current(same);
        setPlaces(found);
        setLoadedFor(query);
        setActive(-1);
      })
      .catch((err: Error) => {
        // no suggestions is not fatal: free text still works in forms that allow it
        if (err.name !== "AbortError") {
          setPlaces([]);
          setLoadedFor(query);
        }
      })
      .finally(() => {
        if (!ctl.signal.aborted) setLoading(false);
      });
    return () => ctl.abort();
  }, [query]);

  useClickOutside(box, open, setOpen);

  const pick = (p: Place) => {
    const v = placeToLocation(p);
    picked.current = v.location;
    setTyped("");
    setOpen(false);
    setActive(-1);
    onChange(v);
    if (requirePick) report(null);
  };

  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  const check = (text: string) => {
    if (!requirePick) return;
    report(text.trim() && text !== picked.current ? PICK_LOCATION_ERROR : null);
  };

  const long = typed.trim().length >= MIN_CHARS && typed !== picked.current;
  const fresh = loadedFor === typed.trim();
  const showList = open && long && (loading || fresh || places.length > 0);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!places.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      // -1 is the text itself: moving past either end comes back to it
      setActive((i) => {
        const next = i + step;
        return next < -1 ? places.length - 1 : next >= places.length ? -1 : next;
      });
    } else if (e.key === "Enter") {
      if (showList && active >= 0 && places[active]) {
        e.preventDefault();
        pick(places[active]);
      }
    } else if (e.key === "Escape") {
      if (showList) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      }
    }
  };

  const shownError = error ?? (requirePick ? (pickError ?? undefined) : undefined);

  return (
    <Field label={label} error={shownError} hint={hint} htmlFor={fid} className={className}>
      <div ref={box} className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400" aria-hidden>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
        </span>
        <input
          ref={ref}
          id={fid}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={!!shownError}
          onChange={(e) => {
            const text = e.target.value;
            typedNow.current = text;
            setTyped(text);
            setOpen(true);
            setActive(-1);
            if (!text.trim()) picked.current = null;
            // the error is shown again on leaving the field; typing is the fix under way
            if (pickError && (!text.trim() || text === picked.current)) report(null);
            onChange(parseLocation(text));
          }}
          onFocus={() => typed && setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            // a list left open would cover the fields below it
            setOpen(false);
            check(e.target.value);
            onBlur?.();
          }}
          className={`w-full rounded-lg border bg-white py-2 pl-9 pr-9 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            shownError ? "border-red-500" : "border-slate-300"
          }`}
        />
        {loading && long && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center" aria-hidden>
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
          </span>
        )}
        {showList && (
          <ul
            id={listId}
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
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // keep the focus in the input so leaving it does not count as an unpicked text
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(p)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-700" : "text-slate-700"}`}
              >
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-slate-400" aria-hidden>
                  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
                </svg>
                <span className="truncate">{p.description}</span>
              </li>
            ))}
            {places.length === 0 && fresh && !loading && <li className="px-3 py-2 text-sm text-slate-500">No matching places</li>}
            {places.length === 0 && loading && <li className="px-3 py-2 text-sm text-slate-500">Looking up places…</li>}
          </ul>
        )}
      </div>
    </Field>
  );
});
