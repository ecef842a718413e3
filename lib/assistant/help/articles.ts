// The help centre's articles as the app reads them: bundled at build time (articles.generated.ts, from
// content/help/*.md), so pages and the assistant need no disk at run time. Client-safe, no server imports.
import { HELP_ARTICLES } from "@/lib/assistant/help/articles.generated";
import type { HelpArticleSource } from "@/lib/assistant/help/types";

export type { HelpArticleSource };

/** The order categories are listed in on /help (a category not named here comes last, by name). */
export const HELP_CATEGORY_ORDER = [
  "Getting started",
  "Profiles",
  "Posting jobs",
  "Finding work",
  "Hiring and contracts",
  "Payments",
  "Subscriptions and credits",
  "Time and bookings",
  "Messaging and safety",
  "Account",
] as const;

/** The article the assistant links to when it cannot answer. */
export const SUPPORT_SLUG = "contact-support";

export function helpPath(slug?: string) {
  return slug ? `/help/${slug}` : "/help";
}

export function allArticles(): readonly HelpArticleSource[] {
  return HELP_ARTICLES;
}

export function getArticle(slug: string): HelpArticleSource | undefined {
  return HELP_ARTICLES.find((a) => a.slug === slug);
}

export function articlesByCategory(): { category: string; articles: HelpArticleSource[] }[] {
  const groups = new Map<string, HelpArticleSource[]>();
  for (const a of HELP_ARTICLES) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
  const rank = (c: string) => {
    const i = (HELP_CATEGORY_ORDER as readonly string[]).indexOf(c);
    return i < 0 ? HELP_CATEGORY_ORDER.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, articles]) => ({ category, articles: [...articles].sort((x, y) => x.title.localeCompare(y.title)) }));
}

export function categorySlug(category: string) {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A Markdown block of the subset the articles use. */
export type HelpBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

/** Paragraphs and "- " lists of an article body (blank lines separate blocks). */
export function bodyBlocks(body: string): HelpBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): HelpBlock => {
      const lines = chunk.split("\n");
      if (lines.every((l) => /^\s*-\s+/.test(l))) return { kind: "ul", items: lines.map((l) => l.replace(/^\s*-\s+/, "")) };
      return { kind: "p", text: lines.join(" ") };
    });
}

/** Markdown emphasis removed: the text a passage shows in the assistant (plain text, never HTML). */
export function plainText(markdown: string) {
  return markdown.replace(/\*\*(.+?)\*\*/g, "$1").replace(/^\s*-\s+/gm, "• ");
}
