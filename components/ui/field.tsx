import { forwardRef, useId } from "react";

type FieldShell = { label?: string; error?: string; hint?: string; className?: string };

export function Field({
  label,
  error,
  hint,
  className = "",
  htmlFor,
  children,
}: FieldShell & { htmlFor?: string; children: React.ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {label && (
        <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={htmlFor ? messageId(htmlFor) : undefined} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={htmlFor ? messageId(htmlFor) : undefined} className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id of a field's hint or error line, which the control names in aria-describedby. */
export function messageId(fieldId: string): string {
  return `${fieldId}-msg`;
}

/** aria-describedby for a control whose Field shows a hint or an error. */
export function describedBy(fieldId: string, shell: { error?: string; hint?: string }): string | undefined {
  return shell.error || shell.hint ? messageId(fieldId) : undefined;
}

const control =
  "w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100";

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement> & FieldShell>(function Input(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} className={className} htmlFor={fid}>
      <input
        ref={ref}
        id={fid}
        aria-invalid={!!error}
        aria-describedby={describedBy(fid, { error, hint })}
        className={`${control} ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      />
    </Field>
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement> & FieldShell>(function Textarea(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} className={className} htmlFor={fid}>
      <textarea
        ref={ref}
        id={fid}
        aria-invalid={!!error}
        aria-describedby={describedBy(fid, { error, hint })}
        className={`${control} min-h-24 ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      />
    </Field>
  );
});

export const Select = forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement> & FieldShell>(function Select(
  { label, error, hint, className, id, children, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} className={className} htmlFor={fid}>
      <select
        ref={ref}
        id={fid}
        aria-invalid={!!error}
        aria-describedby={describedBy(fid, { error, hint })}
        className={`${control} ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      >
        {children}
      </select>
    </Field>
  );
});
