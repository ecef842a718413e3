"use client";
// The help assistant dialog's parts: the conversation (announced politely), the suggested questions, and the
// question field with the 7 reactions (marketplace.md §9 "Chatbot emojis 7", drawn as SVG icons that add
// plain-text emoticons).
import type { RefObject } from "react";
import { AnswerText } from "@/components/assistant/answer-text";
import { CHATBOT_REACTIONS, ReactionIcon } from "@/components/assistant/reaction-icons";
import type { ChatLine } from "@/components/assistant/use-help-chat";
import { HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";

const SUGGESTIONS = [
  "How many proposals do I have?",
  "How do I withdraw my earnings?",
  "What do the plans cost?",
  "Why can't I share my phone number?",
];

/** The conversation; a bot answer's links close the dialog (`onNavigate`). */
export function ChatLines({
  lines,
  pending,
  listRef,
  onNavigate,
}: {
  lines: ChatLine[];
  pending: boolean;
  listRef: RefObject<HTMLOListElement | null>;
  onNavigate: () => void;
}) {
  return (
    <ol ref={listRef} aria-live="polite" aria-label="Conversation" className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm">
      {lines.map((line) => (
        <li key={line.id} className={line.from === "you" ? "flex justify-end" : "flex"}>
          <p
            data-from={line.from}
            className={`max-w-[85%] rounded-2xl px-3 py-2 leading-relaxed ${line.from === "you" ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800"}`}
          >
            <span className="sr-only">{line.from === "you" ? "You: " : "Assistant: "}</span>
            {line.from === "bot" ? (
              <AnswerText text={line.text} onNavigate={onNavigate} />
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
  );
}

/** The suggested questions, shown before the first one is asked. */
export function Suggestions({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div className="flex flex-wrap gap-2 px-4 pb-2">
      {SUGGESTIONS.map((s) => (
        <button
          key={s}
          type="button"
          onClick={() => onAsk(s)}
          className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-50"
        >
          {s}
        </button>
      ))}
    </div>
  );
}

/** The question field with the reactions row and Send. */
export function Composer({
  draft,
  pending,
  inputRef,
  onDraft,
  onAsk,
  onReaction,
}: {
  draft: string;
  pending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onDraft: (text: string) => void;
  onAsk: (text: string) => void;
  onReaction: (text: string) => void;
}) {
  return (
    <form
      className="border-t border-slate-200 px-3 py-2"
      onSubmit={(e) => {
        e.preventDefault();
        onAsk(draft);
      }}
    >
      <div role="group" aria-label="Emojis" className="mb-1 flex flex-wrap gap-0.5">
        {CHATBOT_REACTIONS.map((r) => (
          <button
            key={r.name}
            type="button"
            aria-label={`Add ${r.label}`}
            title={r.label}
            onClick={() => onReaction(r.text)}
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
          ref={inputRef}
          rows={1}
          value={draft}
          maxLength={HELP_MESSAGE_MAX}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              onAsk(draft);
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
  );
}
