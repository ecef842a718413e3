"use client";
import { useId, useState } from "react";
import { Field } from "@/components/ui/field";

/**
 * A list of short tags (skills): type and press Enter or comma to add, Backspace on an empty field or the
 * × to remove. A comma never ends up inside a tag, since lists travel comma-joined.
 */
export function TagInput({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder = "Type and press Enter",
  max = 50,
  maxLength = 60,
  suggestions = [],
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  max?: number;
  maxLength?: number;
  suggestions?: string[];
}) {
  const id = useId();
  const [text, setText] = useState("");
  const add = (raw: string) => {
    const parts = raw
      .split(",")
      .map((s) => s.trim().slice(0, maxLength))
      .filter(Boolean);
    const next = [...value];
    for (const p of parts) if (!next.some((v) => v.toLowerCase() === p.toLowerCase()) && next.length < max) next.push(p);
    if (next.length !== value.length) onChange(next);
    setText("");
  };
  const remove = (tag: string) => onChange(value.filter((v) => v !== tag));
  const open = suggestions.filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase())).slice(0, 8);

  return (
    <Field label={label} error={error} hint={hint} htmlFor={id}>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-2 rounded-lg border bg-white px-2 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
      >
        <ul className="contents">
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-700">
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove ${tag}`}
                className="inline-flex h-5 w-5 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          placeholder={value.length ? "" : placeholder}
          maxLength={maxLength + 1}
          aria-invalid={!!error}
          onChange={(e) => {
            const v = e.target.value;
            if (v.includes(",")) add(v);
            else setText(v);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(text);
            } else if (e.key === "Backspace" && !text && value.length) {
              remove(value[value.length - 1]);
            }
          }}
          onBlur={() => text.trim() && add(text)}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-sm outline-none"
        />
      </div>
      {open.length > 0 && (
        <div className="mt-1 flex flex-wrap gap-1.5" aria-label="Suggested">
          {open.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => add(s)}
              className="rounded-full border border-dashed border-slate-300 px-2.5 py-0.5 text-xs text-slate-600 hover:border-brand-500 hover:text-brand-700"
            >
              + {s}
            </button>
          ))}
        </div>
      )}
    </Field>
  );
}
