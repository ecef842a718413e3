"use client";
// The company's about text, cut at `limit` characters with Read More. The whole text is in the server-rendered
// HTML (the tail only hidden), so search engines and readers without scripts still get all of it.
import { useState } from "react";

export function CompanyDescription({ text, limit = 2000 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const className = "whitespace-pre-line break-words text-sm leading-relaxed text-slate-700";
  if (text.length <= limit) {
    return (
      <p data-testid="company-description" className={className}>
        {text}
      </p>
    );
  }
  const space = text.lastIndexOf(" ", limit);
  const cut = space > limit * 0.8 ? space : limit;
  return (
    <p data-testid="company-description" className={className}>
      {text.slice(0, cut)}
      {!open && <span aria-hidden>… </span>}
      <span hidden={!open}>{text.slice(cut)}</span>{" "}
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
        aria-expanded={open}
      >
        {open ? "Show Less" : "Read More"}
      </button>
    </p>
  );
}
