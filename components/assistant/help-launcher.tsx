"use client";
// The floating help assistant's button (marketplace.md §2: "A floating chatbot dialog is present"). Only
// this button is in the page's first-load JavaScript: the dialog's code is fetched on the first click.
// Where it sits: a floating circle at the bottom right — except `docked` (the dashboard) below 640 px wide,
// where a floating button always ends up over some field or button of a full-width phone layout (it covered
// the card amount of /dashboard/deposit and a plan's button of /dashboard/subscription): there it sits in
// the header's row, in the room the dashboard header keeps free for it (DashboardShell: `pr-12` on phones).
import dynamic from "next/dynamic";
import { useCallback, useRef, useState } from "react";

const HelpChatDialog = dynamic(() => import("@/components/assistant/help-chat-dialog").then((m) => m.HelpChatDialog), {
  ssr: false,
  loading: () => (
    <div role="status" className="fixed bottom-40 right-3 z-[60] rounded-lg bg-white px-4 py-2 text-sm text-slate-600 shadow-lg sm:right-6">
      Opening help…
    </div>
  ),
});

export function HelpLauncher({ docked = false }: { docked?: boolean }) {
  const [open, setOpen] = useState(false);
  // opened once: the dialog stays mounted (hidden) so the conversation survives closing it
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? "help-chat-dialog" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        // floating: above the sticky action bar of job pages (z-20), the header (z-30) and the menu drawer (z-40);
        // below a modal's overlay (z-50), which covers it while the modal has the focus
        className={`fixed z-[45] flex items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:bottom-24 sm:right-6 sm:top-auto sm:h-14 sm:w-14 ${
          docked ? "right-1.5 top-3 h-10 w-10" : "bottom-24 right-3 h-14 w-14"
        }`}
      >
        <span className="sr-only">{open ? "Close help assistant" : "Open help assistant"}</span>
        <svg viewBox="0 0 24 24" className={`sm:h-7 sm:w-7 ${docked ? "h-6 w-6" : "h-7 w-7"}`} aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" />
          ) : (
            <>
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
              <path d="M9.5 9.5a2.5 2.5 0 1 1 3.3 2.4c-.5.2-.8.6-.8 1.1v.5M12 16h.01" />
            </>
          )}
        </svg>
      </button>
      {loaded && <HelpChatDialog open={open} onClose={close} docked={docked} />}
    </>
  );
}
