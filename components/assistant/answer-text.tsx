// An assistant answer as React text: `[title](/help/slug)` becomes a link to our own help page; anything
// else (other links, markup) stays plain text — never HTML from the answer or the question.
import Link from "next/link";
import { answerParts } from "@/lib/assistant/help/schemas";

export function AnswerText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <span className="whitespace-pre-line break-words">
      {answerParts(text).map((part, i) =>
        "href" in part ? (
          <Link key={i} href={part.href} onClick={onNavigate} className="font-medium text-brand-700 underline hover:text-brand-600">
            {part.title}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
