"use client";
import { createContext, useCallback, useContext, useState } from "react";

export type Toast = { id: number; kind: "success" | "error" | "info"; text: string };
type ToastApi = { success: (t: string) => void; error: (t: string) => void; info: (t: string) => void };

const Ctx = createContext<ToastApi | null>(null);

/** The list with a new toast, unless the same message is already on screen: a repeat says nothing new. */
export function addToast(list: Toast[], next: Toast): Toast[] {
  return list.some((t) => t.kind === next.kind && t.text === next.text) ? list : [...list, next];
}

/** Toasts appear top-right and leave after five seconds. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((kind: Toast["kind"], text: string) => {
    const id = Date.now() + Math.random();
    setToasts((t) => addToast(t, { id, kind, text }));
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), 5000);
  }, []);
  const [api] = useState<ToastApi>(() => ({
    success: (t) => push("success", t),
    error: (t) => push("error", t),
    info: (t) => push("info", t),
  }));
  const dismiss = useCallback((id: number) => setToasts((t) => t.filter((x) => x.id !== id)), []);
  return (
    <Ctx.Provider value={api}>
      {children}
      {/* Top-right, under the 4 rem sticky header so its buttons (bell, profile, logout) stay free,
          and far from the sticky action bars at the bottom of job pages. On phones the content's own top
          actions (back links, page buttons) sit right under the header, so there the toast takes the header's
          band instead (the newest one only) and leaves the page free. Announced politely;
          errors are alerts; each can be dismissed. */}
      <div
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-2 top-1 z-[100] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:top-[4.5rem] sm:w-80"
        role="region"
        aria-label="Status messages"
      >
        <div aria-live="polite" className="flex flex-col gap-2 max-sm:[&>*:not(:last-child)]:hidden">
          {toasts.map((t) => (
            <div
              key={t.id}
              role={t.kind === "error" ? "alert" : "status"}
              data-toast={t.kind}
              className={`pointer-events-auto flex items-start gap-2 rounded-lg py-2 pl-3 pr-2 text-sm leading-5 shadow-lg sm:py-3 sm:pl-4 ${
                t.kind === "error"
                  ? "bg-red-700 text-white"
                  : t.kind === "success"
                    ? "bg-emerald-700 text-white"
                    : "bg-slate-800 text-white"
              }`}
            >
              <span className="min-w-0 flex-1">{t.text}</span>
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => dismiss(t.id)}
                className="-my-1 rounded p-1 text-white/90 hover:bg-white/15"
              >
                {/* an icon, not a character: the toast's text stays exactly its message */}
                <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden>
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </div>
          ))}
        </div>
      </div>
    </Ctx.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error("useToast outside ToastProvider");
  return ctx;
}
