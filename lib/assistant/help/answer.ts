// global/chat: one question → one answer. In order:
// 1. a personal intent (lib/assistant/help/intents.ts) answers a question about the asker's OWN figures
//    ("what is my balance?") from the SESSION user's rows (signed out: it asks to sign in; never anyone
//    else's figures). How-to and policy questions never get personal figures;
// 2. otherwise a topic route (lib/assistant/help/topics.ts: "cancel my plan", "undo…", "payout failed")
//    names the article, or an example question of an article worded like the question does
//    (lib/assistant/help/asked.ts), or the help centre search (PostgreSQL full text) finds it; its best
//    paragraph is the answer;
// 3. nothing relevant: "I don't know" plus a link to /help/contact-support (SUPPORT_EMAIL);
// 4. with an AI API configured, the retrieved passages and figures ground the model's answer, which cites
//    them; any AI failure or timeout falls back to the offline answer of 1–3.
// Figures in articles are placeholders ({{serviceFeePercent}}) filled in here from lib/assistant/help/facts.ts,
// which reads the same constants and settings as the screens.
import type { User } from "@/lib/generated/prisma/client";
import { aiConfig } from "@/lib/assistant/openai-job-draft";
import { getArticle, helpPath, plainText, SUPPORT_SLUG } from "@/lib/assistant/help/articles";
import { matchIntent, type PersonalAnswer } from "@/lib/assistant/help/intents";
import { bestPassage, passageOf, topicPassage, type HelpHit } from "@/lib/assistant/help/search";
import { getHelpFacts, renderFacts } from "@/lib/assistant/help/facts";
import { matchTopic, type Topic } from "@/lib/assistant/help/topics";
import { matchAsked } from "@/lib/assistant/help/asked";
import { aiHelpAnswer, type GroundingPassage } from "@/lib/assistant/help/ai";
import type { HelpChatAnswer, HelpLink } from "@/lib/assistant/help/schemas";

export const DONT_KNOW =
  "Sorry, I don't know the answer to that. Browse the help centre or contact our support team, who will get back to you by e-mail.";
export const SIGN_IN_FIRST = "Please sign in to Gigline so I can look at your own account for that.";

const link = (slug: string): HelpLink => ({ title: getArticle(slug)?.title ?? slug, href: helpPath(slug) });
const md = (l: HelpLink) => `[${l.title}](${l.href})`;

export async function answerHelpQuestion(user: User | null, question: string, fetchImpl: typeof fetch = fetch): Promise<HelpChatAnswer> {
  const intent = matchIntent(question);
  let personal: PersonalAnswer | null = null;
  if (intent) personal = user ? await intent.answer(user) : { text: SIGN_IN_FIRST, facts: [] };

  const facts = await getHelpFacts();
  const fill = (text: string) => renderFacts(text, facts);
  const asker = user?.type === "customer" ? "employer" : user?.type === "provider" ? "employee" : null;
  const asked = intent ? null : matchAsked(question, asker);
  const topic: Topic | null = intent
    ? null
    : (matchTopic(question, asker) ?? (asked ? { id: "asked", slug: asked, test: () => true } : null));
  const { best, hits } = topic
    ? await topicPassage(topic.slug, question, (asker && topic.focusFor?.[asker]) || topic.focus, asker)
    : await bestPassage(question, asker);

  // the offline answer
  let offline: HelpChatAnswer;
  if (intent && personal) {
    const l = link(intent.related);
    offline = { answer: `${personal.text}\n\nRead more: ${md(l)}`, links: [l], source: user ? "personal" : "help", intent: intent.id };
  } else if (best) {
    const l = link(best.slug);
    offline = { answer: `${fill(plainText(best.passage))}\n\nRead more: ${md(l)}`, links: [l], source: "help" };
  } else {
    const l = link(SUPPORT_SLUG);
    const all: HelpLink = { title: "Help centre", href: helpPath() };
    return { answer: `${DONT_KNOW}\n\n${md(all)} · ${md(l)}`, links: [all, l], source: "none" };
  }

  const cfg = aiConfig();
  if (!cfg) return offline;
  try {
    const passages = (await groundingPassages(question, intent?.related ?? topic?.slug ?? null, hits)).map((p) => ({
      ...p,
      text: fill(p.text),
    }));
    const text = await aiHelpAnswer(cfg, question, passages, personal && user ? personal.facts : [], fetchImpl);
    const cited = passages.filter((p) => text.includes(`(/help/${p.slug})`)).map((p) => link(p.slug));
    if (cited.length) return { answer: text, links: cited, source: "ai", intent: intent?.id };
    // the model cited nothing: add the offline answer's link so the answer still points to its source
    return { answer: `${text}\n\nRead more: ${offline.links.map(md).join(" · ")}`, links: offline.links, source: "ai", intent: intent?.id };
  } catch (err) {
    console.warn("[help assistant] falling back to the offline answer:", err instanceof Error ? err.message : err);
    return offline;
  }
}

/** The intent's article (if any) and the top search hits: the best article whole, the others' best paragraph. */
async function groundingPassages(question: string, relatedSlug: string | null, hits: HelpHit[]): Promise<GroundingPassage[]> {
  const slugs = [...new Set([...(relatedSlug ? [relatedSlug] : []), ...hits.map((h) => h.slug)])].slice(0, 3);
  const out: GroundingPassage[] = [];
  for (const [i, slug] of slugs.entries()) {
    const a = getArticle(slug);
    if (!a) continue;
    const text = i === 0 ? plainText(a.body) : plainText(await passageOf(slug, question));
    out.push({ slug, title: a.title, text: `${a.summary}\n${text}` });
  }
  return out;
}
