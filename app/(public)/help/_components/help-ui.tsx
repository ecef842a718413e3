// Pieces shared by the help centre's pages: the search form (a plain GET form: works without JavaScript)
// and an article body rendered from its Markdown subset as React elements (never raw HTML).
import { Fragment } from "react";
import { bodyBlocks } from "@/lib/assistant/help/articles";
import { HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";

export function HelpSearchForm({ defaultValue = "", onBrand = false }: { defaultValue?: string; onBrand?: boolean }) {
  return (
    <form action="/help/search" method="get" role="search" className="flex gap-2">
      <label htmlFor="help-search" className="sr-only">
        Search the help centre
      </label>
      <input
        id="help-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={HELP_MESSAGE_MAX}
        placeholder="Search help, e.g. how do I get paid?"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button
        type="submit"
        className={`shrink-0 rounded-lg px-4 py-2.5 font-medium ${onBrand ? "bg-white text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700"}`}
      >
        Search
      </button>
    </form>
  );
}

/** **bold** → <strong>; everything else is text */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
        /^\*\*[^*]+\*\*$/.test(part) ? (
          <strong key={i} className="font-semibold text-slate-900">
            {part.slice(2, -2)}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {bodyBlocks(body).map((block, i) =>
        block.kind === "p" ? (
          <p key={i}>
            <Inline text={block.text} />
          </p>
        ) : (
          <ul key={i} className="ml-5 list-disc space-y-1">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
