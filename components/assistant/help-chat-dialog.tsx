"use client";
// The help assistant's dialog: a conversation with global/chat (message → answer), 7 reactions to add to a
// question (marketplace.md §9 "Chatbot emojis 7", drawn as SVG icons that add plain-text emoticons), suggested questions, and the spec's error toast
// 'An error occurred. Please try again.' when a call fails without a message of its own.
// Accessible: role=dialog with a label, focus moves in on open, Tab stays inside, Escape closes and gives
// focus back to the launcher (hooks/use-modal-focus.ts, as every modal); the answers are announced politely.
// Fits 360 px wide. The state is in use-help-chat.ts, the conversation and the question field in
// help-chat-parts.tsx.
import { useHelpChat } from "@/components/assistant/use-help-chat";
import { ChatLines, Composer, Suggestions } from "@/components/assistant/help-chat-parts";

export function HelpChatDialog({
  open,
  onClose,
  placement = "floating",
}: {
  open: boolean;
  onClose: () => void;
  placement?: "header" | "floating";
}) {
  const { lines, draft, setDraft, pending, panel, input, list, ask, addReaction } = useHelpChat(open, onClose);

  return (
    <div
      ref={panel}
      id="help-chat-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby="help-chat-title"
      hidden={!open}
      tabIndex={-1}
      // header (the dashboard): hanging from the header row that holds the button; floating: above the button
      className={`fixed inset-x-2 z-[60] flex flex-col rounded-2xl outline-none border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:w-96 ${
        placement === "header"
          ? "top-[4.5rem] max-h-[min(34rem,calc(100dvh-5rem))] sm:right-4"
          : "bottom-40 max-h-[min(34rem,calc(100dvh-11rem))] sm:right-6"
      }`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="help-chat-title" className="text-base font-semibold text-slate-900">
          Gigline Help
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close help assistant"
          className="rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden>
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <ChatLines lines={lines} pending={pending} listRef={list} onNavigate={onClose} />

      {lines.length === 1 && <Suggestions onAsk={(s) => void ask(s)} />}

      <Composer
        draft={draft}
        pending={pending}
        inputRef={input}
        onDraft={setDraft}
        onAsk={(text) => void ask(text)}
        onReaction={addReaction}
      />
    </div>
  );
}
