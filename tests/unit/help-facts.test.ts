// The help centre's figures come from the code's constants and settings (lib/assistant/help/facts.ts):
// every {{placeholder}} an article uses is a known fact, titles and summaries use only the code's
// constants (the /help index is a static page), the figures equal the constants the screens use, and the
// help panel and the articles carry no emoji (Debian's Chromium has no emoji font: they show as boxes).
import { cardAmountField } from "@/lib/money/deposits/deposit-schemas";
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { allArticles } from "@/lib/assistant/help/articles";
import { FACT_NAMES, placeholdersIn, renderFacts, SETTING_FACTS, STATIC_FACTS } from "@/lib/assistant/help/facts";
import { PLANS } from "@/lib/money/billing/plans";
import { MIN_PASSWORD } from "@/lib/accounts/schemas";
import { MIN_COVER_TEXT } from "@/lib/jobs/constants";
import { RESET_CODE_TTL_MINUTES } from "@/lib/accounts/reset-messages";
import { formatCents } from "@/lib/money/amounts/format";

const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}/u;

describe("help facts", () => {
  it("articles use only known placeholders, and titles and summaries only the code's constants", () => {
    const unknown: string[] = [];
    let used = 0;
    for (const a of allArticles()) {
      for (const name of placeholdersIn(`${a.title}\n${a.summary}\n${a.body}`)) {
        used++;
        if (!FACT_NAMES.includes(name)) unknown.push(`${a.slug}: {{${name}}}`);
      }
      expect(placeholdersIn(a.title), a.slug).toEqual([]);
      for (const name of placeholdersIn(a.summary)) expect(Object.keys(STATIC_FACTS), `${a.slug} summary`).toContain(name);
      // a stray brace pair that is not a placeholder would show as written
      const settings = { serviceFeePercent: "5%", matchRadiusMiles: "50 miles", instantPayoutFee: "1.5% of the amount (at least $0.50)" };
      expect(renderFacts(a.body, { ...STATIC_FACTS, ...settings }), a.slug).not.toMatch(/\{\{|\}\}/);
    }
    expect(unknown).toEqual([]);
    expect(used).toBeGreaterThan(40);
  });

  it("placeholders are filled in; an unknown one stays as written", () => {
    expect(
      renderFacts("Fee {{serviceFeePercent}}, min {{ passwordMinLength }}, {{nope}}", { serviceFeePercent: "5%", passwordMinLength: "8" }),
    ).toBe("Fee 5%, min 8, {{nope}}");
    expect(placeholdersIn("a {{x}} b {{ y }}")).toEqual(["x", "y"]);
  });

  it("equal the constants the product uses", () => {
    expect(STATIC_FACTS.basicPrice).toBe(formatCents(PLANS.find((p) => p.id === "basic")!.priceCents));
    expect(STATIC_FACTS.premiumPrice).toBe("$129.99");
    expect(STATIC_FACTS.passwordMinLength).toBe(String(MIN_PASSWORD));
    expect(STATIC_FACTS.coverLetterMin).toBe(String(MIN_COVER_TEXT));
    expect(STATIC_FACTS.resetCodeMinutes).toBe(String(RESET_CODE_TTL_MINUTES));
    expect(STATIC_FACTS.verificationCodeDigits).toBe("6");
    expect(STATIC_FACTS.bankDepositMin).toBe("$10");
    // the largest deposit the deposit form and call accept, to the cent
    expect(STATIC_FACTS.maxDeposit).toBe("$9,999,999.98");
    expect(cardAmountField.safeParse(9_999_999.98).success).toBe(true);
    expect(cardAmountField.safeParse(9_999_999.99).success).toBe(false);
    expect(STATIC_FACTS.resumeMaxSize).toBe("10 MB");
    expect(STATIC_FACTS.bookingResponseLimits).toBe("15 min, 1 hour or 24 hours");
    expect(SETTING_FACTS).toContain("serviceFeePercent");
  });

  it("no emoji in the articles or the help panel", () => {
    for (const a of allArticles()) expect(`${a.title} ${a.summary} ${a.body}`, a.slug).not.toMatch(EMOJI);
    for (const f of fs.readdirSync("components/assistant"))
      expect(fs.readFileSync(`components/assistant/${f}`, "utf8"), f).not.toMatch(EMOJI);
  });
});
