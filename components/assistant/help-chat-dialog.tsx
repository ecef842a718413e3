"use client";
// The help assistant's dialog: a conversation with global/chat (message → answer), 7 reactions to add to a
// question (marketplace.md §9 "Chatbot emojis 7", drawn as SVG icons that add plain-text emoticons), suggested questions, and the spec's error toast
// 'An error occurred. Please try again.' when a call fails without a message of its own.
// Accessible: role=dialog with a label, focus moves in on open, Tab stays inside, Escape closes and gives
// focus back to the launcher (hooks/use-modal-focus.ts, as every modal); the answers are announced politely.
// Fits 360 px wide.
import { useEffect, useRef, useState } from "react";
import { useModalFocus } from "@/hooks/use-modal-focus";
import { api, ApiError } from "@/lib/api-client";
import { useToast } from "@/components/ui/toast";
import { AnswerText } from "@/components/assistant/answer-text";
import { CHATBOT_REACTIONS, ReactionIcon } from "@/components/assistant/reaction-icons";
import { CHATBOT_ERROR, HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";

const SUGGESTIONS = [
  "How many proposals do I have?",
  "How do I withdraw my earnings?",
  "What do the plans cost?",
  "Why can't I share my phone number?",
];

type Line = { id: number; from: "you" | "bot"; text: string };

const GREETING = "Hi! I'm Gigline's help assistant. Ask me about jobs, proposals, payments, plans, time tracking or your own account.";

export function HelpChatDialog({
  open,
  onClose,
  placement = "floating",
}: {
  open: boolean;
  onClose: () => void;
  placement?: "header" | "floating";
}) {
  const toast = useToast();
  const [lines, setLines] = useState<Line[]>([{ id: 0, from: "bot", text: GREETING }]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);

  // Tab stays inside, Escape closes (the launcher gives the focus back); declared before the question field's
  // focus below, so the hook sees the launcher as the opener
  useModalFocus(panel, open, onClose);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [lines, pending]);

  const ask = async (text: string) => {
    const message = text.trim();
    if (!message || pending) return;
    setLines((l) => [...l, { id: nextId.current++, from: "you", text: message }]);
    setDraft("");
    setPending(true);
    try {
      const res = await api("global/chat", { message });
      setLines((l) => [...l, { id: nextId.current++, from: "bot", text: res.answer }]);
    } catch (err) {
      // the server's own refusal (too long, too many questions) when it gave one; the spec's fallback otherwise
      const own = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : "";
      toast.error(own || CHATBOT_ERROR);
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  const addReaction = (text: string) => {
    setDraft((d) => (d && !d.endsWith(" ") ? `${d} ${text}` : d + text).slice(0, HELP_MESSAGE_MAX));
    input.current?.focus();
  };

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

      <ol ref={list} aria-live="polite" aria-label="Conversation" className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm">
        {lines.map((line) => (
          <li key={line.id} className={line.from === "you" ? "flex justify-end" : "flex"}>
            <p
              data-from={line.from}
              className={`max-w-[85%] rounded-2xl px-3 py-2 leading-relaxed ${line.from === "you" ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800"}`}
            >
              <span className="sr-only">{line.from === "you" ? "You: " : "Assistant: "}</span>
              {line.from === "bot" ? (
                <AnswerText text={line.text} onNavigate={onClose} />
              ) : (
                <span className="whitespace-pre-line break-words">{line.text}</span>
              )}
            </p>
          </li>
        ))}
        {pending && (
          <li className="flex">
            <p className="rounded-2xl bg-slate-100 px-3 py-2 text-slate-600">Looking that up…</p>
          </li>
        )}
      </ol>

      {lines.length === 1 && (
        <div className="flex flex-wrap gap-2 px-4 pb-2">
          {SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => ask(s)}
              className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-50"
            >
              {s}
            </button>
          ))}
        </div>
      )}

      <form
        className="border-t border-slate-200 px-3 py-2"
        onSubmit={(e) => {
          e.preventDefault();
          void ask(draft);
        }}
      >
        <div role="group" aria-label="Emojis" className="mb-1 flex flex-wrap gap-0.5">
          {CHATBOT_REACTIONS.map((r) => (
            <button
              key={r.name}
              type="button"
              aria-label={`Add ${r.label}`}
              title={r.label}
              onClick={() => addReaction(r.text)}
              className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
            >
              <ReactionIcon name={r.name} />
            </button>
          ))}
        </div>
        <div className="flex items-end gap-2">
          <label htmlFor="help-chat-input" className="sr-only">
            Your question
          </label>
          <textarea
            id="help-chat-input"
            ref={input}
            rows={1}
            value={draft}
            maxLength={HELP_MESSAGE_MAX}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                void ask(draft);
              }
            }}
            placeholder="Ask a question…"
            className="max-h-[120px] min-h-[42px] min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <button
            type="submit"
            disabled={pending || !draft.trim()}
            className="h-[42px] shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Send
          </button>
        </div>
      </form>
    </div>
  );
}
