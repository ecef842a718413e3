// The local AI helper: a deterministic writer of a job description draft and 7 screening questions from
// the job's title, categories, skills, pay and location. Used when no OpenAI-compatible API is configured
// (and as the fallback when it fails). No randomness: the same job gives the same draft.
import { AI_QUESTION_COUNT } from "@/lib/jobs/constants";
import { formatDollars as formatDollarsText } from "@/lib/money/format";

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

// One tailored question for skills people often hire for on a marketplace like this; matched by keyword.
const SKILL_QUESTIONS: [RegExp, (skill: string) => string][] = [
  [/plumb|pipe|drain|faucet|toilet/i, () => "Walk us through how you find and fix the source of a leak without opening more wall or floor than needed."],
  [/electric|wiring|outlet|lighting/i, () => "Are you licensed for electrical work in this state, and how do you make sure a circuit is safe before you start?"],
  [/clean|janitor|housekeep|maid/i, () => "What is your checklist for a deep clean, and which products do you use on delicate surfaces?"],
  [/paint|drywall/i, () => "How do you prepare walls before painting, and how do you protect floors and furniture while you work?"],
  [/mov|haul|lift|deliver/i, () => "How do you protect fragile or heavy items when moving them, and what equipment do you bring (dolly, straps, blankets)?"],
  [/carpent|wood|cabinet|furniture|assembl/i, () => "Tell us about a carpentry or assembly job where the measurements did not work out. How did you fix it?"],
  [/landscap|garden|lawn|yard|tree/i, () => "Which tools and machinery do you bring for yard work, and how do you dispose of green waste?"],
  [/roof|gutter/i, () => "What safety equipment do you use when working at height, and how do you check a roof for hidden damage?"],
  [/hvac|heating|cooling|air condition/i, () => "How do you diagnose a system that runs but does not heat or cool properly?"],
  [/tile|floor/i, () => "How do you make sure a floor or tiled surface is level, and how long before it can be walked on?"],
  [/weld/i, () => "Which welding processes are you certified for, and how do you inspect the quality of your welds?"],
  [/cook|chef|cater|food/i, () => "Do you hold a food handler certificate, and how do you handle allergies and dietary restrictions?"],
  [/child|nanny|babysit|care ?giv|elder/i, () => "Do you have first-aid/CPR certification, and can you share how you handle an emergency while caring for someone?"],
  [/tutor|teach/i, () => "How do you find out where a student is struggling, and how do you adapt your lessons to it?"],
  [/react|javascript|typescript|node|python|web|develop|program|software/i, (s) => `Share a project where you used ${s}: what did you build, and how did you test it before delivery?`],
  [/design|photoshop|figma|illustrat|logo/i, () => "Can you describe your design process from the brief to the final files, and how many revisions you include?"],
  [/writ|copy|content|edit/i, () => "How do you research a topic you do not know yet, and how do you adapt your tone to the audience?"],
  [/drive|driver|cdl|truck/i, () => "What licence class do you hold, and how many years of clean driving record do you have?"],
  [/bartend|server|wait|hospitality|event/i, () => "How do you keep service quick and friendly during the busiest hour of an event?"],
];

/** A skill as it reads mid-sentence: "Pipe repair" → "pipe repair", "Cleaning" → "cleaning"; names such as React, TypeScript or Node.js stay. */
export function inSentence(skill: string): string {
  const words = skill.trim().split(/\s+/);
  const plain = words.every((w) => /^[A-Za-z][a-z'-]*$/.test(w));
  return plain && (words.length > 1 || /ing$/.test(skill.trim())) ? skill.trim().toLowerCase() : skill.trim();
}

const GENERIC_SKILL_QUESTIONS: ((skill: string) => string)[] = [
  (s) => `Describe a recent job where you used ${s}. What was the problem, and how did you solve it?`,
  (s) => `How many years of hands-on experience do you have with ${s}, and do you hold any licences or certifications for it?`,
  (s) => `What tools or equipment do you bring for ${s} work, and what would you need from us?`,
  (s) => `What is the most common mistake you see in ${s} work, and how do you avoid it?`,
];

export function localJobDraft(ctx: JobContext): JobDraft {
  return { description: describe(ctx), questions: questionsFor(ctx) };
}

function describe(ctx: JobContext): string {
  const title = ctx.title.trim() || "this job";
  const area = ctx.categories[0] ?? ctx.skills[0] ?? "skilled";
  const place = ctx.location?.trim();
  const lines: string[] = [];
  lines.push(
    `We are looking for a reliable ${area.toLowerCase()} professional${place ? ` in ${place}` : ""} to help with: ${title}.` +
      (ctx.type === "Ongoing job" ? " This is an ongoing job with regular work for the right person." : ""),
  );
  if (ctx.description?.trim()) lines.push("", ctx.description.trim());
  lines.push("", "What you will do:");
  const skills = ctx.skills.length ? ctx.skills : [area];
  for (const s of skills.slice(0, 5)) lines.push(`- Take care of the ${s.toLowerCase()} work the job needs, to a clean, professional finish`);
  lines.push("- Keep us updated on progress through Gigline messages and flag anything unexpected early");
  lines.push("", "Details:");
  lines.push(`- ${payLine(ctx)}`);
  if (ctx.type) lines.push(`- Job type: ${ctx.type}`);
  if (place) lines.push(`- Location: ${place}`);
  if (ctx.categories.length) lines.push(`- Category: ${ctx.categories.join(", ")}`);
  lines.push("", "What we are looking for:");
  lines.push(`- Proven experience with ${joinList(skills.map(inSentence))}`);
  lines.push("- Punctual, careful and easy to work with");
  if (ctx.payType === "Hourly") lines.push("- Honest time tracking for the hours you work");
  lines.push("", "To apply, tell us about a similar job you have done and answer the screening questions.");
  return lines.join("\n");
}

function payLine(ctx: JobContext): string {
  const price = ctx.price !== undefined && ctx.price > 0 ? `$${formatDollars(ctx.price)}` : "";
  if (ctx.payType === "Fixed") {
    return `Pay: fixed price${price ? ` of ${price}` : ""}${ctx.duration ? `, about ${ctx.duration} day${ctx.duration === 1 ? "" : "s"} of work` : ""}`;
  }
  if (ctx.payType === "Hourly") {
    return `Pay: hourly${price ? `, ${price}/hr` : ""}${ctx.duration ? `, about ${ctx.duration} hour${ctx.duration === 1 ? "" : "s"} of work` : ""}`;
  }
  return "Pay: to be agreed in your proposal";
}

function questionsFor(ctx: JobContext): string[] {
  const out: string[] = [];
  const add = (q: string) => {
    if (out.length < AI_QUESTION_COUNT && !out.includes(q)) out.push(q);
  };
  const skills = ctx.skills.length ? ctx.skills : ctx.categories.length ? ctx.categories : [ctx.title || "this kind of work"];
  // the tailored question of each skill first, then the job's own facts, then generic ones per skill
  for (const s of skills) {
    const hit = SKILL_QUESTIONS.find(([re]) => re.test(s));
    if (hit) add(hit[1](s));
  }
  if (ctx.payType === "Hourly" && ctx.duration) {
    add(`This job is estimated at ${ctx.duration} hour${ctx.duration === 1 ? "" : "s"}. When could you start, and how many hours a day can you work on it?`);
  } else if (ctx.payType === "Fixed") {
    add(`The budget is a fixed price${ctx.price ? ` of $${formatDollars(ctx.price)}` : ""}${ctx.duration ? ` for about ${ctx.duration} day${ctx.duration === 1 ? "" : "s"}` : ""}. Is that realistic for the scope, and what would your timeline be?`);
  }
  for (let round = 0; round < GENERIC_SKILL_QUESTIONS.length && out.length < AI_QUESTION_COUNT - 1; round++) {
    for (const s of skills) add(GENERIC_SKILL_QUESTIONS[round](inSentence(s)));
  }
  if (ctx.location?.trim()) add(`The work is in ${ctx.location.trim()}. How would you get there, and which days are you available on site?`);
  if (ctx.type === "Ongoing job") add("This is an ongoing job. How many hours per week can you commit over the coming months?");
  add("Can you share references or reviews from clients you did similar work for?");
  add("Is there anything about this job you would do differently from how it is described?");
  add("What would you need from us before you can start?");
  return out;
}

function formatDollars(n: number) {
  return formatDollarsText(n).slice(1);
}

function joinList(items: string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
