"use client";
// The help assistant's conversation: the lines, the question being written, the call to global/chat and the
// focus. The spec's error toast 'An error occurred. Please try again.' shows when a call fails without a
// message of its own.
import { useEffect, useRef, useState } from "react";
import { useModalFocus } from "@/hooks/use-modal-focus";
import { api, ApiError } from "@/lib/api-client";
import { useToast } from "@/components/ui/toast";
import { CHATBOT_ERROR, HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";

export type ChatLine = { id: number; from: "you" | "bot"; text: string };

const GREETING = "Hi! I'm Gigline's help assistant. Ask me about jobs, proposals, payments, plans, time tracking or your own account.";

export function useHelpChat(open: boolean, onClose: () => void) {
  const toast = useToast();
  const [lines, setLines] = useState<ChatLine[]>([{ id: 0, from: "bot", text: GREETING }]);
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

  return { lines, draft, setDraft, pending, panel, input, list, ask, addReaction };
}
