// A chat message must have at least one character a reader sees (lib/chat/schemas.ts): one made only of
// zero-width, formatting, filler or blank characters would arrive as an empty bubble.
import { describe, expect, it } from "vitest";
import { hasVisibleText, sendMessageSchema } from "@/lib/chat/schemas";
import { CHAT_MSG } from "@/lib/chat/messages";

/** Each one alone is invisible (name: code point). */
const INVISIBLE: Record<string, string> = {
  "zero-width space": "\u200B",
  "zero-width non-joiner": "\u200C",
  "zero-width joiner": "\u200D",
  "byte order mark": "\uFEFF",
  "word joiner": "\u2060",
  "left-to-right mark": "\u200E",
  "right-to-left mark": "\u200F",
  "right-to-left override": "\u202E",
  "first strong isolate": "\u2068",
  "arabic letter mark": "\u061C",
  "invisible times": "\u2062",
  "soft hyphen": "\u00AD",
  "mongolian vowel separator": "\u180E",
  "hangul filler": "\u3164",
  "hangul choseong filler": "\u115F",
  "hangul jungseong filler": "\u1160",
  "halfwidth hangul filler": "\uFFA0",
  "braille blank": "\u2800",
  "variation selector 16": "\uFE0F",
  "variation selector 17": "\u{E0100}",
  "combining grapheme joiner": "\u034F",
  "khmer inherent vowel": "\u17B4",
  "tag latin a": "\u{E0041}",
  "cancel tag": "\u{E007F}",
  "musical symbol begin beam": "\u{1D173}",
  "no-break space": "\u00A0",
  "ideographic space": "\u3000",
  "em space": "\u2003",
  "line separator": "\u2028",
  "paragraph separator": "\u2029",
  "next line": "\u0085",
  tab: "\t",
};

describe("chat message text", () => {
  it.each(Object.entries(INVISIBLE))("refuses a message made only of %s", (_name, ch) => {
    const parsed = sendMessageSchema.safeParse({ channelId: "c1", content: ch.repeat(3) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/^(This message has no visible characters|Please type a message)/);
  });

  it("refuses all of them mixed together, with the clear message", () => {
    const all = Object.values(INVISIBLE).join("");
    const parsed = sendMessageSchema.safeParse({ channelId: "c1", content: all });
    expect(parsed.error?.issues[0].message).toBe(CHAT_MSG.InvisibleOnly);
  });

  it("keeps messages with something to see, invisible characters and all", () => {
    for (const text of ["hi", "\u200Bhi\u200B", "👍", "\u200D👍", "👨‍👩‍👧", "❤️", "ㅎ", "à", "ﬁ", ".", "1", "\u2801", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
      expect(sendMessageSchema.safeParse({ channelId: "c1", content: text }).success).toBe(true);
    }
  });
});
