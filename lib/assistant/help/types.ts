// The help centre's article shape (content/help/<slug>.md front matter + Markdown body). Client-safe.
export type HelpArticleSource = {
  slug: string;
  title: string;
  category: string;
  summary: string;
  /** the ways people ask for it, " | " between them: searched (weight B), never shown */
  asked: string;
  /** "employer" or "employee" when the article is about one side's screens; "" for everyone */
  audience: "" | "employer" | "employee";
  /** Markdown subset: paragraphs, "- " bullet lists, **bold** */
  body: string;
};
