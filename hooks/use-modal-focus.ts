"use client";
// Focus in a modal dialog (WAI-ARIA's dialog pattern): when it opens, focus moves into it (a control that
// focused itself, e.g. with autoFocus, keeps it; else the dialog itself, which screen readers then announce by
// its label); Tab and Shift+Tab stay inside it; Escape closes it; when it closes, focus goes back to what had it
// before (the button that opened it), so a keyboard user carries on where they were. With a dialog opened over
// another (a confirmation), only the innermost one takes Tab and Escape.
import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** The dialog's controls a keyboard can reach, in order (hidden ones left out). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

// the open dialogs, innermost last
const openDialogs: HTMLElement[] = [];

export function useModalFocus(dialog: RefObject<HTMLElement | null>, open: boolean, onEscape?: () => void) {
  // the latest callback without re-running the effect (callers pass a new function on every render; a re-run
  // would take the focused control inside the dialog for the opener)
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = dialog.current;
    if (!open || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    openDialogs.push(root);
    const onKeyDown = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== root) return;
      if (e.key === "Escape") {
        escape.current?.();
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusableIn(root);
      if (!items.length) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !root.contains(active) || active === root;
      if (e.shiftKey && (active === first || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openDialogs.splice(openDialogs.lastIndexOf(root), 1);
      // back to the opener, unless the person has moved on (focus is elsewhere) or the opener is gone
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || root.contains(active))) opener.focus({ preventScroll: true });
    };
  }, [dialog, open]);
}
