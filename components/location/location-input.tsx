"use client";
// The address field of the sign-up and profile forms. For now a plain text input: `location` is what the
// person typed; when it reads like "City, ST" or "City, ST 12345" the city, state and ZIP code are filled
// too, so search by city works without a maps service. Issue 4 adds suggestions (and coordinates) here.
import { forwardRef, useId } from "react";
import { Field } from "@/components/ui/field";

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

const CITY_STATE_ZIP = /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$/i;

/** "Austin, TX 78701" → city Austin, state TX, zipcode 78701; anything else leaves them empty. */
export function parseLocation(text: string): LocationValue {
  const m = CITY_STATE_ZIP.exec(text);
  if (!m) return { location: text, city: "", state: "", zipcode: "" };
  return { location: text, city: m[1].trim(), state: m[2].toUpperCase(), zipcode: m[3] ?? "", country: "United States" };
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
};

export const LocationInput = forwardRef<HTMLInputElement, Props>(function LocationInput(
  { value, onChange, onBlur, label = "Location", error, hint, placeholder = "City, ST 12345", name = "location", id, className, disabled },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} htmlFor={fid} className={className}>
      <div className="relative">
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
          autoComplete="address-level2"
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={!!error}
          onChange={(e) => onChange(parseLocation(e.target.value))}
          onBlur={onBlur}
          className={`w-full rounded-lg border bg-white py-2 pl-9 pr-3 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            error ? "border-red-500" : "border-slate-300"
          }`}
        />
      </div>
    </Field>
  );
});
