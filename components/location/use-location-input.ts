"use client";
// The address field's state: the typed text looked up (300 ms after the last keystroke, from the 3rd
// character), the suggestions, the keyboard's active option, picking a place and, with `requirePick`, the
// error for a typed text that was not picked.
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api-client";
import type { PlaceOption } from "@/lib/search/answers";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useClickOutside } from "@/hooks/use-click-outside";
import { PICK_LOCATION_ERROR, parseLocation, placeToLocation, sameText, type LocationValue } from "@/components/location/location-value";

const MIN_CHARS = 3;
const DEBOUNCE_MS = 300;

type Options = {
  value: string;
  onChange: (v: LocationValue) => void;
  onBlur?: () => void;
  error?: string;
  requirePick?: boolean;
  onPickError?: (error: string | null) => void;
};

export function useLocationInput({ value, onChange, onBlur, error, requirePick, onPickError }: Options) {
  const box = useRef<HTMLDivElement>(null);
  // the text that was last picked; a value the form starts with counts as picked (a saved filter's place)
  const picked = useRef<string | null>(value || null);
  // only what the person types is looked up, never a value the form set
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const [places, setPlaces] = useState<PlaceOption[]>([]);
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

  const pick = (p: PlaceOption) => {
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
    // eslint-disable-next-line react-hooks/immutability -- the suggestions' answer picks with the latest props
    pickRef.current = pick;
  });

  const check = (text: string) => {
    if (!requirePick) return;
    report(text.trim() && text !== picked.current ? PICK_LOCATION_ERROR : null);
  };

  // eslint-disable-next-line react-hooks/refs -- the last picked text only changes along with the typed text (state)
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

  const onInputChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    typedNow.current = text;
    setTyped(text);
    setOpen(true);
    setActive(-1);
    if (!text.trim()) picked.current = null;
    // the error is shown again on leaving the field; typing is the fix under way
    if (pickError && (!text.trim() || text === picked.current)) report(null);
    onChange(parseLocation(text));
  };

  const onFocus = () => typed && setOpen(true);

  const onInputBlur = (e: React.FocusEvent<HTMLInputElement>) => {
    // a list left open would cover the fields below it
    setOpen(false);
    check(e.target.value);
    onBlur?.();
  };

  const shownError = error ?? (requirePick ? (pickError ?? undefined) : undefined);

  return {
    box,
    places,
    loading,
    long,
    fresh,
    showList,
    active,
    setActive,
    pick,
    shownError,
    onKeyDown,
    onInputChange,
    onFocus,
    onInputBlur,
  };
}
