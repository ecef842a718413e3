"use client";
// Small controls of the filter modals: a distance slider with its number, a segmented choice (radio
// buttons that look like a button group) and a switch-like checkbox.
import { useId } from "react";

export function DistanceSlider({
  value,
  onChange,
  min,
  max,
  defaultValue,
  hint,
}: {
  value: number;
  onChange: (v: number) => void;
  min: number;
  max: number;
  defaultValue: number;
  hint?: string;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));
  const pct = ((value - min) / (max - min)) * 100;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-range`} className="text-sm font-medium text-slate-700">
          Distance
        </label>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span aria-live="polite" data-testid="distance-value">
            {value === 0 ? "Any distance" : `Within ${value} mile${value === 1 ? "" : "s"}`}
          </span>
          <input
            type="number"
            inputMode="numeric"
            aria-label="Distance in miles"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(e) => onChange(clamp(Number(e.target.value.replace(/\D/g, "")) || 0))}
            className="w-20 rounded-lg border border-slate-300 px-2 py-1 text-right text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </div>
      <input
        id={`${id}-range`}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="h-2 w-full cursor-pointer appearance-none rounded-full accent-brand-600"
        style={{ background: `linear-gradient(to right, #2158d4 ${pct}%, #e2e8f0 ${pct}%)` }}
      />
      <div className="flex justify-between text-xs text-slate-400">
        <span>{min === 0 ? "Any" : min}</span>
        <button type="button" onClick={() => onChange(defaultValue)} className="text-brand-700 hover:underline">
          Default ({defaultValue} miles)
        </button>
        <span>{max} mi</span>
      </div>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

export function Segmented({
  label,
  name,
  value,
  onChange,
  options,
  wrap,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  /** many options: let them wrap instead of sharing one row */
  wrap?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{label}</legend>
      <div
        className={wrap ? "flex flex-wrap gap-2" : "grid gap-1 rounded-lg bg-slate-100 p-1"}
        style={wrap ? undefined : { gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <label
              key={o.value}
              className={`cursor-pointer select-none text-center text-sm font-medium transition focus-within:ring-2 focus-within:ring-brand-100 ${
                wrap
                  ? `rounded-full border px-3 py-1.5 ${checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-500"}`
                  : `rounded-md px-2 py-1.5 ${checked ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"}`
              }`}
            >
              <input type="radio" name={name} value={o.value} checked={checked} onChange={() => onChange(o.value)} className="sr-only" />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 transition hover:border-brand-500/60">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-600" />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-slate-800">{label}</span>
        {description && <span className="text-xs text-slate-500">{description}</span>}
      </span>
    </label>
  );
}
