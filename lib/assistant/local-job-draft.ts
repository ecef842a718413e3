// The offline job helper: a deterministic job description draft and 7 screening questions, written from
// Gigline's trade templates (lib/assistant/templates). Used when no OpenAI-compatible API is configured
// (and as the fallback when it fails). The content is chosen by the job's categories, then its skills,
// never by words in the title ("Rooftop party" for a bartender gets bartending questions). No randomness:
// the same job gives the same draft.
import { AI_QUESTION_COUNT } from "@/lib/jobs/constants";
import { ALL_TEMPLATES, groupByName, templateByName, templateForTerm, type NamedTemplate } from "@/lib/assistant/templates";
import { SUPERSEDES } from "@/lib/assistant/templates/common";
import { formatDollars } from "@/lib/money/amounts/format";

export type JobContext = {
  title: string;
  description?: string;
  categories: string[];
  skills: string[];
  payType?: "Hourly" | "Fixed";
  /** dollars */
  price?: number;
  duration?: number;
  type?: string;
  location?: string;
};

export type JobDraft = { description: string; questions: string[] };

/** How many trades one draft draws on at most (the job form allows 10 categories). */
const MAX_TRADES = 4;
const MAX_DUTIES = 8;
const MAX_REQUIREMENTS = 7;

/** A skill as it reads mid-sentence: "Pipe repair" → "pipe repair", "Cleaning" → "cleaning"; names such as React, TypeScript or Node.js stay. */
export function inSentence(skill: string): string {
  const words = skill.trim().split(/\s+/);
  const plain = words.every((w) => /^[A-Za-z][a-z'-]*$/.test(w));
  return plain && (words.length > 1 || /ing$/.test(skill.trim())) ? skill.trim().toLowerCase() : skill.trim();
}

/**
 * The trades a job's draft is written from: each chosen sub-category; for a top category, the
 * sub-category its skills point at (else the group's usual one); for a category name outside the tree
 * (e.g. "Plumbing"), the trade it means. With no usable category, the trades its skills mean.
 */
export function chooseTemplates(ctx: Pick<JobContext, "categories" | "skills">): NamedTemplate[] {
  const chosen: NamedTemplate[] = [];
  const add = (t: NamedTemplate | undefined) => {
    if (t && !chosen.some((c) => c.name === t.name)) chosen.push(t);
  };
  const bySkills = (among: NamedTemplate[]) => ctx.skills.map((s) => templateForTerm(s, among)).find(Boolean);
  for (const category of ctx.categories) {
    const sub = templateByName(category);
    if (sub) {
      add(sub);
      continue;
    }
    const group = groupByName(category);
    if (group) {
      add(bySkills(ALL_TEMPLATES.filter((t) => t.group === group)) ?? templateByName(group.fallback));
      continue;
    }
    add(templateForTerm(category));
  }
  if (!chosen.length) for (const s of ctx.skills) add(templateForTerm(s));
  return chosen.slice(0, MAX_TRADES);
}

export function localJobDraft(ctx: JobContext): JobDraft {
  const trades = chooseTemplates(ctx);
  return { description: describe(ctx, trades), questions: questionsFor(ctx, trades) };
}

const GENERIC_DUTIES = [
  "Carry out the work described in this post carefully and to the agreed standard.",
  "Agree with us in advance which tools and materials you bring and which we provide.",
  "Keep the work area tidy and safe, and clean up when you finish.",
];
const GENERIC_REQUIREMENTS = [
  "You have done similar work before and can tell us about it.",
  "You are punctual, careful and easy to work with.",
];
const UPDATES_DUTY = "Keep us updated through Gigline messages and flag anything unexpected early.";

function describe(ctx: JobContext, trades: NamedTemplate[]): string {
  const title = ctx.title.trim();
  const place = ctx.location?.trim();
  const kind = ctx.type === "One-time job" ? "one-time job" : ctx.type === "Ongoing job" ? "ongoing job" : "job";
  const who = trades.length
    ? `an experienced ${trades[0].role}` +
      (trades.length > 1 ? ` who can also work as ${joinList(trades.slice(1).map((t) => `${article(t.role)} ${t.role}`))}` : "")
    : "a reliable, experienced person";
  const intro = `We are looking for ${who}${place ? ` in ${place}` : ""} for this ${kind}${title ? `: ${sentence(title)}` : "."}`;

  const lines: string[] = [[intro, ...trades.slice(0, 3).map((t) => t.summary)].join(" ")];
  if (ctx.type === "Ongoing job") lines.push("", "This is an ongoing job with regular work for the right person.");
  if (ctx.description?.trim()) lines.push("", ctx.description.trim());

  lines.push("", "What you will do:");
  const duties = trades.length
    ? roundRobin(
        trades.map((t) => t.duties),
        MAX_DUTIES,
      )
    : GENERIC_DUTIES;
  for (const d of [...duties, UPDATES_DUTY]) lines.push(`- ${d}`);

  lines.push("", "What we are looking for:");
  const requirements = trades.length
    ? roundRobin(
        trades.map((t) => t.requirements),
        MAX_REQUIREMENTS,
      )
    : [...GENERIC_REQUIREMENTS];
  const skills = unique(ctx.skills.map((s) => s.trim()).filter(Boolean));
  if (skills.length) requirements.push(`Skills that matter for this job: ${joinList(skills.map(inSentence))}.`);
  if (ctx.payType === "Hourly") requirements.push("You track your hours honestly for the time you work.");
  for (const r of requirements) lines.push(`- ${r}`);

  const all = roundRobin(
    trades.map((t) => t.certifications),
    Infinity,
  );
  const certifications = all.filter((c) => !SUPERSEDES.some(([stronger, weaker]) => c === weaker && all.includes(stronger)));
  if (certifications.length) {
    lines.push("", "Certifications and licenses:");
    for (const c of certifications) lines.push(`- ${c}`);
  }

  lines.push("", "Details:");
  lines.push(`- ${payLine(ctx)}`);
  if (ctx.type) lines.push(`- Job type: ${ctx.type}`);
  if (place) lines.push(`- Location: ${place}`);
  if (ctx.categories.length) lines.push(`- Category: ${ctx.categories.join(", ")}`);
  lines.push("", "To apply, tell us about a similar job you have done and answer the screening questions.");
  return lines.join("\n");
}

function payLine(ctx: JobContext): string {
  const price = ctx.price !== undefined && ctx.price > 0 ? formatDollars(ctx.price) : "";
  if (ctx.payType === "Fixed") {
    return `Pay: fixed price${price ? ` of ${price}` : ""}${ctx.duration ? `, about ${ctx.duration} day${ctx.duration === 1 ? "" : "s"} of work` : ""}`;
  }
  if (ctx.payType === "Hourly") {
    return `Pay: hourly${price ? `, ${price}/hr` : ""}${ctx.duration ? `, about ${ctx.duration} hour${ctx.duration === 1 ? "" : "s"} of work` : ""}`;
  }
  return "Pay: to be agreed in your proposal";
}

const GENERIC_QUESTIONS = [
  "Tell us about the most similar job you have done: what was your role, and how did it go?",
  "Can you share references or reviews from clients you did similar work for?",
  "When could you start, and which days and times are you available?",
  "Which tools or equipment would you bring for this job, and what would you need us to provide?",
  "How do you make sure the work is finished on time when something unexpected comes up?",
  "How would you keep us updated on progress while you work?",
  "Is there anything about this job you would do differently from how it is described?",
];

/** The trade questions first (several trades take turns), then the job's own facts, then general ones; never the same question twice. */
function questionsFor(ctx: JobContext, trades: NamedTemplate[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (q: string) => {
    const key = q
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    if (out.length < AI_QUESTION_COUNT && !seen.has(key)) {
      seen.add(key);
      out.push(q);
    }
  };
  const tradeQuestions = roundRobin(
    trades.map((t) => t.questions),
    Infinity,
  );
  for (const q of tradeQuestions.slice(0, AI_QUESTION_COUNT - 2)) add(q);
  if (ctx.payType === "Hourly" && ctx.duration) {
    add(
      `This job is estimated at ${ctx.duration} hour${ctx.duration === 1 ? "" : "s"}. Are you available for all of it, and when could you start?`,
    );
  } else if (ctx.payType === "Fixed") {
    add(
      `The budget is a fixed price${ctx.price ? ` of ${formatDollars(ctx.price)}` : ""}${ctx.duration ? ` for about ${ctx.duration} day${ctx.duration === 1 ? "" : "s"}` : ""}. Is that realistic for the scope, and what would your timeline be?`,
    );
  }
  if (ctx.location?.trim())
    add(`The work is in ${ctx.location.trim()}. How would you get there, and which days are you available on site?`);
  if (ctx.type === "Ongoing job") add("This is an ongoing job. How many hours per week can you commit over the coming months?");
  for (const q of tradeQuestions) add(q);
  const skills = unique(ctx.skills.map((s) => s.trim()).filter(Boolean));
  if (skills.length === 1) add(`Where have you used ${inSentence(skills[0])} most recently, and what did you do?`);
  else if (skills.length > 1)
    add(
      `Which of the skills this job lists (${joinList(skills.slice(0, 5).map(inSentence))}) have you used most recently, and on what kind of job?`,
    );
  for (const q of GENERIC_QUESTIONS) add(q);
  return out;
}

/** Takes from each list in turn (first of each, then second of each, …), skipping repeats, up to `max`. */
function roundRobin(lists: string[][], max: number): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && !out.includes(item) && out.length < max) out.push(item);
    }
  }
  return out;
}

function unique(items: string[]) {
  const seen = new Set<string>();
  return items.filter((s) => !seen.has(s.toLowerCase()) && Boolean(seen.add(s.toLowerCase())));
}

function sentence(text: string) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function article(word: string) {
  return /^(?:[aeiou]|hvac\b|honest|hour)/i.test(word) ? "an" : "a";
}

function joinList(items: string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
