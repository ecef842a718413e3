"use client";
import { useState } from "react";

/** An overview longer than 700 characters is truncated with Read More. */
export const OVERVIEW_LIMIT = 700;

export function OverviewText({ text, limit = OVERVIEW_LIMIT }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  const shown = long && !open ? `${text.slice(0, limit).trimEnd()}…` : text;
  return (
    <div>
      <p data-testid="overview-text" className="whitespace-pre-line text-sm leading-relaxed text-slate-700">
        {shown}
      </p>
      {long && (
        <button type="button" onClick={() => setOpen((o) => !o)} className="mt-2 text-sm font-semibold text-brand-700 hover:underline">
          {open ? "Show Less" : "Read More"}
        </button>
      )}
    </div>
  );
}
