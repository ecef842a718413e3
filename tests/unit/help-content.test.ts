// The help centre's content: the bundle the app reads equals content/help/*.md (run
// `node scripts/help-bundle.mjs` after editing an article), and the articles cover the help centre's topics.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { CACHED_PAGE as SERVER_CACHED_PAGE } from "../../scripts/lib/nonce-html";
import { CACHED_PAGE } from "@/lib/http/security-headers";
import {
  allArticles,
  articlesByCategory,
  bodyBlocks,
  getArticle,
  HELP_CATEGORY_ORDER,
  plainText,
  SUPPORT_SLUG,
} from "@/lib/assistant/help/articles";
import { renderFacts, STATIC_FACTS } from "@/lib/assistant/help/facts";

describe("help centre content", () => {
  it("is bundled: lib/assistant/help/articles.generated.ts is up to date with content/help", () => {
    expect(() => execFileSync(process.execPath, ["scripts/help-bundle.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
    const files = fs.readdirSync("content/help").filter((f) => f.endsWith(".md"));
    expect(
      allArticles()
        .map((a) => `${a.slug}.md`)
        .sort(),
    ).toEqual(files.sort());
  });

  it("has at least 40 articles with a title, a known category, a summary and a body, under URL-safe slugs", () => {
    expect(allArticles().length).toBeGreaterThanOrEqual(40);
    for (const a of allArticles()) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.title.length).toBeGreaterThan(5);
      expect(HELP_CATEGORY_ORDER as readonly string[]).toContain(a.category);
      expect(a.summary.length).toBeGreaterThan(20);
      expect(a.body.length).toBeGreaterThan(150);
    }
    expect(new Set(allArticles().map((a) => a.title)).size).toBe(allArticles().length);
    expect(articlesByCategory().map((g) => g.category)).toEqual([...HELP_CATEGORY_ORDER]);
  });

  it("covers the help centre's topics", () => {
    for (const slug of [
      "create-an-account",
      "employee-profile",
      "post-a-job",
      "apply-to-a-job",
      "review-proposals-and-hire",
      "contracts-explained",
      "reviews-and-ratings",
      "pay-for-a-contract",
      "withdraw-earnings",
      "subscription-plans",
      "job-posting-credits",
      "time-clock",
      "set-your-availability",
      "send-a-booking-request",
      "contact-details-rule",
      "stay-safe",
      "delete-account",
      "notifications",
      "find-jobs-search",
      SUPPORT_SLUG,
    ]) {
      expect(getArticle(slug), slug).toBeDefined();
    }
  });

  it("quotes the spec's prices and rules exactly (figures filled in from the code's constants)", () => {
    const plans = renderFacts(getArticle("subscription-plans")!.body, STATIC_FACTS);
    for (const s of [
      "$29.99",
      "$49.99 per month: unlimited hires, no credit needed, no ads",
      "$79.99 per month",
      "$129.99 per month",
      "recurring",
    ])
      expect(plans).toContain(s);
    expect(renderFacts(getArticle("job-posting-credits")!.body, STATIC_FACTS)).toContain(
      "includes redeem credit when its redeem date is within 3 days",
    );
    expect(getArticle("contact-details-rule")!.body).toContain(
      "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
    );
  });

  it("reads the Markdown subset into paragraphs and lists, and to plain text", () => {
    expect(bodyBlocks("One **two**.\n\n- a\n- b\n\nThree")).toEqual([
      { kind: "p", text: "One **two**." },
      { kind: "ul", items: ["a", "b"] },
      { kind: "p", text: "Three" },
    ]);
    expect(plainText("Press **Submit**.\n- item")).toBe("Press Submit.\n• item");
  });
});

describe("help pages and the CSP nonce", () => {
  it("are cached pages: the server puts the response's nonce on their scripts (they are rendered without one)", () => {
    for (const path of ["/help", "/help/withdraw-earnings", "/help/search"]) {
      expect(CACHED_PAGE.test(path), path).toBe(true);
      expect(SERVER_CACHED_PAGE.test(path), path).toBe(true);
    }
    expect(SERVER_CACHED_PAGE.test("/help/search?q=pay")).toBe(true);
    expect(CACHED_PAGE.test("/helpers")).toBe(false);
    expect(CACHED_PAGE.test("/help/a/b")).toBe(false);
    expect(CACHED_PAGE.test("/jobs/abc")).toBe(true);
    expect(CACHED_PAGE.test("/jobs")).toBe(false);
  });
});
