"use client";
// The floating help assistant's button (marketplace.md §2: "A floating chatbot dialog is present"). Only
// this button is in the page's first-load JavaScript: the dialog's code is fetched on the first click.
// Where it sits: `placement="header"` (the dashboard) makes it an ordinary button of the header's row, at
// every width: a floating circle always ended up over something of some page (the sticky Edit bar of the
// employer's job page, the card amount of /dashboard/deposit) or 2 px from Logout when docked on phones.
// "floating" (the public help centre, which has no header buttons or action bars) keeps the circle at the
// bottom right.
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

export function HelpLauncher({ placement = "floating" }: { placement?: "header" | "floating" }) {
  const header = placement === "header";
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
        // header: a 36 px (40 px from sm) round button like the header's bell; floating: above the page, below a
        // modal's overlay (z-50), which covers it while the modal has the focus
        className={
          header
            ? `relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-10 sm:w-10 ${
                open ? "bg-brand-600 text-white hover:bg-brand-700" : "text-brand-700 hover:bg-slate-100"
              }`
            : "fixed bottom-24 right-3 z-[45] flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:right-6"
        }
      >
        <span className="sr-only">{open ? "Close help assistant" : "Open help assistant"}</span>
        <svg
          viewBox="0 0 24 24"
          className={header ? "h-6 w-6" : "h-7 w-7"}
          aria-hidden
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
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
      {loaded && <HelpChatDialog open={open} onClose={close} placement={placement} />}
    </>
  );
}
