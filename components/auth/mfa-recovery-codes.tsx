"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Ten one-time recovery codes, shown once: a list to copy, print or download, with why they matter. */
export function MfaRecoveryCodes({ codes, email }: { codes: string[]; email?: string }) {
  const [copied, setCopied] = useState(false);
  const text = `Gigline recovery codes${email ? ` for ${email}` : ""}\nEach code works once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: "gigline-recovery-codes.txt" });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        Save these codes somewhere safe, apart from your phone. Each one signs you in once if you lose your authenticator app. They are
        shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-800"
      >
        {codes.map((c) => (
          <li key={c} className="text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          Download
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Recovery codes copied." : ""}
      </p>
    </div>
  );
}
