"use client";
import { forwardRef, useId, useState } from "react";
import { describedBy, Field } from "@/components/ui/field";

type Props = React.InputHTMLAttributes<HTMLInputElement> & { label?: string; error?: string; hint?: string };

/** A password field with a show/hide switch (people mistype passwords on phones). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { label = "Password", error, hint, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} htmlFor={fid} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={fid}
          type={shown ? "text" : "password"}
          aria-invalid={!!error}
          aria-describedby={describedBy(fid, { error, hint })}
          className={`w-full rounded-lg border bg-white py-2 pl-3 pr-16 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
            error ? "border-red-500" : "border-slate-300"
          }`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-brand-700"
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
    </Field>
  );
});
