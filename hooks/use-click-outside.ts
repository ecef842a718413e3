"use client";
// Closes a popup (the suggestion lists) when the person presses the mouse anywhere outside its box.
import { useEffect, type RefObject } from "react";

/** While `open`, a mousedown outside `box` calls `setOpen(false)` (a state setter: stable, so no re-subscribing). */
export function useClickOutside(box: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [box, open, setOpen]);
}
