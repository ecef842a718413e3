// global/chat input and the answer's shape. Client-safe.
import { z } from "zod";

/** the longest question the assistant takes (characters, after trimming) */
export const HELP_MESSAGE_MAX = 500;
/** questions per minute global/chat takes (per person when signed in, per address otherwise) */
export const HELP_CHAT_PER_MINUTE = 20;
/** the body cap of global/chat (bytes) */
export const HELP_CHAT_MAX_BYTES = 4096;

export const helpChatSchema = z.object({
  message: z
    .string({ error: "Please type a question." })
    .trim()
    .min(1, "Please type a question.")
    .max(HELP_MESSAGE_MAX, `Please keep your question under ${HELP_MESSAGE_MAX} characters.`),
});
export type HelpChatInput = z.infer<typeof helpChatSchema>;

export type HelpLink = { title: string; href: string };

/**
 * `answer`: plain text in which `[title](/help/slug)` marks a link to one of our help pages (the only links
 * the widget renders); `links`: the same links as data; `source`: where the answer came from.
 */
export type HelpChatAnswer = {
  answer: string;
  links: HelpLink[];
  source: "help" | "personal" | "ai" | "none";
  intent?: string;
};

/** the chatbot's error toast (marketplace.md §8) */
export const CHATBOT_ERROR = "An error occurred. Please try again.";

/** Only our own help pages may become links in an answer: /help or /help/{slug}. */
export const HELP_HREF = /^\/help(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** Splits an answer into text and `[title](/help/...)` links; any other link stays plain text. */
export function answerParts(answer: string): ({ text: string } | { title: string; href: string })[] {
  const parts: ({ text: string } | { title: string; href: string })[] = [];
  const re = /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)/g;
  let last = 0;
  for (const m of answer.matchAll(re)) {
    if (!HELP_HREF.test(m[2])) continue;
    if (m.index > last) parts.push({ text: answer.slice(last, m.index) });
    parts.push({ title: m[1], href: m[2] });
    last = m.index + m[0].length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}
