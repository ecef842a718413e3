"use client";
// The address field of the sign-up, profile and job forms and of the search filters. From the 3rd character
// it offers places (POST search/get_location_places, 300 ms after the last keystroke): Google when
// the server has a key, else the bundled US gazetteer. Picking one fills the text, city, state, county, ZIP
// code and coordinates. Free text still works where a form allows it: "City, ST 12345" fills city, state and
// ZIP and the server geocodes. With `requirePick` (the search filters) a typed text that was not picked is
// refused with 'Please input a valid location.', reported through `onPickError`. A typed text that is one of
// the places word for word (any case) is taken as that place when the suggestions arrive: the list closes
// instead of covering the fields and buttons below it, and the place's coordinates are filled.
import { forwardRef, useId } from "react";
import { Field } from "@/components/ui/field";
import { PlaceList } from "@/components/location/place-list";
import { useLocationInput } from "@/components/location/use-location-input";
import type { LocationValue } from "@/components/location/location-value";

export {
  PICK_LOCATION_ERROR,
  isPickedLocation,
  parseLocation,
  placeToLocation,
  sameText,
  type LocationValue,
} from "@/components/location/location-value";

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
  {
    value,
    onChange,
    onBlur,
    label = "Location",
    error,
    hint,
    placeholder = "City, ST 12345",
    name = "location",
    id,
    className,
    disabled,
    requirePick,
    onPickError,
  },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  const listId = `${fid}-places`;
  const l = useLocationInput({ value, onChange, onBlur, error, requirePick, onPickError });

  return (
    <Field label={label} error={l.shownError} hint={hint} htmlFor={fid} className={className}>
      <div ref={l.box} className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400" aria-hidden>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
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
          aria-expanded={l.showList}
          aria-controls={listId}
          aria-activedescendant={l.showList && l.active >= 0 ? `${listId}-${l.active}` : undefined}
          autoComplete="off"
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={!!l.shownError}
          onChange={l.onInputChange}
          onFocus={l.onFocus}
          onKeyDown={l.onKeyDown}
          onBlur={l.onInputBlur}
          className={`w-full rounded-lg border bg-white py-2 pl-9 pr-9 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            l.shownError ? "border-red-500" : "border-slate-300"
          }`}
        />
        {l.loading && l.long && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center" aria-hidden>
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
          </span>
        )}
        {l.showList && (
          <PlaceList
            id={listId}
            places={l.places}
            active={l.active}
            fresh={l.fresh}
            loading={l.loading}
            onActive={l.setActive}
            onPick={l.pick}
          />
        )}
      </div>
    </Field>
  );
});
