// The help centre's article shape (content/help/<slug>.md front matter + Markdown body). Client-safe.
export type HelpArticleSource = {
  slug: string;
  title: string;
  category: string;
  summary: string;
  /** Markdown subset: paragraphs, "- " bullet lists, **bold** */
  body: string;
};
