"use client";
import { useRef } from "react";
import { useModalFocus } from "@/hooks/use-modal-focus";
import { Button } from "@/components/ui/button";

/** Widths of the spec: 700 (personal info, education, employment, screening question), 800 (job details, apply), 500 otherwise. */
export function Modal({
  open,
  onClose,
  title = "Default Header",
  width = 500,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  width?: 500 | 700 | 800;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  // focus moves in on open, Tab stays inside, Escape closes, focus goes back to the opener on close
  useModalFocus(dialog, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 pt-16" onMouseDown={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        style={{ maxWidth: width }}
        className="w-full rounded-xl bg-white shadow-xl outline-none"
        onMouseDown={(e) => e.stopPropagation()}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button type="button" aria-label="Close" onClick={onClose} className="rounded p-1 text-slate-500 hover:bg-slate-100">
            ✕
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
        {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}

/** The footer of a modal around a form: Cancel (closes it) and the submit button of the form whose id is `form`. */
export function FormActions({
  form,
  onCancel,
  label = "Save",
  loading,
  disabled,
  danger,
  cancelDisabled,
}: {
  form: string;
  onCancel: () => void;
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  danger?: boolean;
  cancelDisabled?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" form={form} variant={danger ? "danger" : "primary"} loading={loading} disabled={disabled}>
        {label}
      </Button>
    </>
  );
}
