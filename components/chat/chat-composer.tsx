"use client";
// The message input: grows from 42 to 120 px; Enter sends, Shift+Enter starts a new line; a photo button
// (JPG or PNG).
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/dashboard/icons";
import { CHAT_INPUT_MAX_PX, CHAT_INPUT_MIN_PX, MESSAGE_MAX_CHARS } from "@/lib/chat/constants";

/** a text handed back for editing (a refused message); a new `seq` replaces what is typed */
export type ComposerDraft = { text: string; seq: number } | null;

export function ChatComposer({
  onSendText,
  onSendPhoto,
  draft = null,
}: {
  onSendText: (text: string) => boolean;
  onSendPhoto: (file: File) => void;
  draft?: ComposerDraft;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [shownDraft, setShownDraft] = useState(0);
  if (draft && draft.seq !== shownDraft) {
    setShownDraft(draft.seq);
    setText(draft.text);
  }
  useEffect(() => {
    if (!draft) return;
    const el = box.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [draft]);

  const fit = () => {
    const el = box.current;
    if (!el) return;
    el.style.height = `${CHAT_INPUT_MIN_PX}px`;
    el.style.height = `${Math.min(CHAT_INPUT_MAX_PX, Math.max(CHAT_INPUT_MIN_PX, el.scrollHeight))}px`;
  };
  const submit = () => {
    if (onSendText(text)) {
      setText("");
      requestAnimationFrame(fit);
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 px-3 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <input
        ref={file}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="peer sr-only"
        id="chat-photo-input"
        data-testid="chat-photo-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onSendPhoto(f);
          e.target.value = "";
        }}
      />
      <label
        htmlFor="chat-photo-input"
        className="inline-flex h-[42px] w-[42px] shrink-0 cursor-pointer items-center justify-center rounded-lg border border-slate-300 text-slate-600 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
        title="Send a photo"
      >
        <Icon name="camera" />
        <span className="sr-only">Send a photo</span>
      </label>
      <textarea
        ref={box}
        value={text}
        rows={1}
        maxLength={MESSAGE_MAX_CHARS}
        aria-label="Message"
        placeholder="Type a message"
        data-testid="chat-input"
        onChange={(e) => {
          setText(e.target.value);
          fit();
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        style={{ height: CHAT_INPUT_MIN_PX, minHeight: CHAT_INPUT_MIN_PX, maxHeight: CHAT_INPUT_MAX_PX }}
        className="min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2.5 text-sm leading-5 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <button
        type="submit"
        className="inline-flex h-[42px] shrink-0 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        disabled={!text.trim()}
      >
        Send
      </button>
    </form>
  );
}
