"use client";
// Long overviews are cut at 700 characters with Read More (marketplace.md §2). The whole text is in the
// server-rendered HTML (the tail only hidden), so search engines and no-JS readers still get all of it.
import { useState } from "react";

export const OVERVIEW_LIMIT = 700;

export function ReadMore({ text, limit = OVERVIEW_LIMIT }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  if (text.length <= limit) return <p className="whitespace-pre-line leading-relaxed text-slate-700">{text}</p>;
  const cut = text.lastIndexOf(" ", limit) > limit * 0.8 ? text.lastIndexOf(" ", limit) : limit;
  return (
    <p className="whitespace-pre-line leading-relaxed text-slate-700">
      {text.slice(0, cut)}
      {!open && <span aria-hidden>… </span>}
      <span hidden={!open}>{text.slice(cut)}</span>{" "}
      <button type="button" onClick={() => setOpen((v) => !v)} className="font-medium text-brand-600 hover:underline" aria-expanded={open}>
        {open ? "Show less" : "Read More"}
      </button>
    </p>
  );
}
