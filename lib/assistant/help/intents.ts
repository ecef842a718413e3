// Personal questions ("how many proposals do I have?", "what is my balance?"): a registry where each
// intent has a matcher over the question and an answer function that reads the SESSION user's own rows
// only (the user comes from the call's session, never from the question). The first intent whose
// matcher accepts the question answers it; `related` is the help article linked under the answer.
import { creditShown } from "@/lib/money/billing/credits";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_STATUS } from "@/lib/jobs/states";
import { formatCents } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import { readBalance, readNextShift } from "@/lib/assistant/help/hooks";
import { zoneAbbrev } from "@/lib/time/place-zone";

export type PersonalAnswer = {
  text: string;
  /** the figures as lines, given to the AI model as facts */
  facts: string[];
};

export type Intent = {
  id: string;
  matches: (q: string) => boolean;
  related: string;
  answer: (user: User) => Promise<PersonalAnswer>;
};

type Asker = Pick<User, "id" | "type" | "level" | "credit">;

const PERSONAL = /\b(i|my|me|mine|ive|im)\b/;
const HOW_MANY = /\b(how many|number of|count|total|do i have|have i (got|sent|received|posted|had)|did i (send|get|receive|post))\b/;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** lower case, apostrophes dropped, single spaces: what the matchers read */
export function normalizeQuestion(q: string) {
  return q
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();
}

export const LEVEL_NAMES = ["Free", "Basic", "Standard", "Premium"] as const;

export const INTENTS: Intent[] = [
  {
    id: "balance",
    related: "wallet-and-balance",
    matches: (q) => PERSONAL.test(q) && /\b(balance|wallet|how much money|how much (have|did) i (earn|earned|make|made))\b/.test(q),
    answer: async (user) => {
      const b = await readBalance(user);
      return {
        text: `Your wallet balance is ${formatCents(b.balanceCents)}.`,
        facts: [`The asker's wallet balance: ${formatCents(b.balanceCents)}.`],
      };
    },
  },
  {
    id: "next_shift",
    related: "answer-a-booking-request",
    matches: (q) =>
      /\bnext (shift|booking|gig)\b/.test(q) || (PERSONAL.test(q) && /\bwhen\b/.test(q) && /\b(shift|shifts|working|work next)\b/.test(q)),
    answer: async (user) => {
      const s = await readNextShift(user);
      if (!s.next) return { text: "You have no upcoming shift.", facts: ["The asker's next shift: none."] };
      const when = formatDate(s.next.startsAt, { dateStyle: "full", timeStyle: "short", timeZone: s.next.timeZone });
      const text = `Your next shift is "${s.next.title}" on ${when} ${zoneAbbrev(s.next.startsAt, s.next.timeZone)}${s.next.location ? ` at ${s.next.location}` : ""}.`;
      return { text, facts: [`The asker's next shift: ${text}`] };
    },
  },
  {
    id: "proposals",
    related: "review-proposals-and-hire",
    matches: (q) => /\b(proposals?|applications?|applied)\b/.test(q) && PERSONAL.test(q) && HOW_MANY.test(q),
    answer: async (user) => proposalFigures(user),
  },
  {
    id: "contracts",
    related: "contracts-explained",
    matches: (q) => /\b(contracts?|hires|hired)\b/.test(q) && PERSONAL.test(q) && (HOW_MANY.test(q) || /\bactive\b/.test(q)),
    answer: async (user) => contractFigures(user),
  },
  {
    id: "jobs_posted",
    related: "employer-home",
    matches: (q) => /\b(jobs?|gigs?|postings?|posts)\b/.test(q) && PERSONAL.test(q) && HOW_MANY.test(q),
    answer: async (user) => jobFigures(user),
  },
  {
    id: "plan",
    related: "subscription-plans",
    matches: (q) =>
      /\b(my|current) (plan|subscription|membership|level|package)\b/.test(q) ||
      /\b(what|which) (plan|subscription|membership|level|package) (am i|do i|is mine|have i)\b/.test(q) ||
      (PERSONAL.test(q) && /\bcredits?\b/.test(q) && HOW_MANY.test(q)),
    answer: async (user) => planFigures(user),
  },
];

/** "How do I top up my wallet?" asks how something works (the help centre), not for a figure. */
const HOW_TO = /^(how (do|can|should|would) i|how to|where (do|can) i|can i|should i|what happens)\b/;

/** The shapes of a question about one's own figures: "what is my…", "how many…", "do I have…", "when is my…". */
const ASKS_FOR_FIGURE =
  /\b(what (is|are|s)( my| the)?|whats( my)?|how (many|much)|do i have|have i (got|sent|received|posted|had|earned|made)|did i (send|get|receive|post|earn|make)|show( me)? my|check my|tell me my|(what|which) (plan|subscription|membership|level|package) (am i|do i|is mine|have i)|when (is|are) my|my (current|next))\b/;

/**
 * Words of a how-to or policy question ("I want to cancel my plan", "my payout failed", "why is my balance
 * wrong"): those are answered from the articles, never with the asker's statistics.
 */
const ACTION_OR_POLICY =
  /\b(cancel\w*|change|switch|upgrade|downgrade|stop|end|add|top up|topup|deposit\w*|withdraw\w*|cash out|payout\w*|transfer\w*|fail\w*|wrong|why|report|block|delete|remove|undo|refund\w*|fee|fees|commission|charge\w*|mistake|reset|buy|purchase|cost|price|pay for|how (do|can|to)|where (do|can|is)|can i|should i|minimum|maximum|limit)\b/;

/** "do I have to pay…", "do I need to…": an obligation (a policy question), not a count of what one has. */
const OBLIGATION =
  /\b(do|does|will) (i|we|you|they|workers?|employers?) (have|need|got) to\b|\b(have to|has to|need to|needs to|must) (pay|buy|post|be|do|sign|verify)\b/;

export function matchIntent(question: string): Intent | null {
  const q = normalizeQuestion(question);
  if (OBLIGATION.test(q)) return null;
  if (HOW_TO.test(q) && !/\bhow (many|much)\b/.test(q)) return null;
  if (!ASKS_FOR_FIGURE.test(q) || ACTION_OR_POLICY.test(q)) return null;
  return INTENTS.find((i) => i.matches(q)) ?? null;
}

export async function proposalFigures(user: Asker): Promise<PersonalAnswer> {
  if (user.type === "customer") {
    const [openJobs, received] = await Promise.all([
      db.job.count({ where: { creatorId: user.id, status: JOB_STATUS.open } }),
      db.proposal.count({ where: { job: { creatorId: user.id, status: JOB_STATUS.open } } }),
    ]);
    const text = openJobs
      ? `Your ${plural(openJobs, "open job")} ${openJobs === 1 ? "has" : "have"} received ${plural(received, "proposal")}.`
      : "You have no open jobs, so no proposals are waiting for you.";
    return { text, facts: [`The asker (an employer) has ${plural(openJobs, "open job")} with ${plural(received, "proposal")} received.`] };
  }
  const [sent, onOpen] = await Promise.all([
    db.proposal.count({ where: { creatorId: user.id } }),
    db.proposal.count({ where: { creatorId: user.id, job: { status: JOB_STATUS.open } } }),
  ]);
  const text = sent
    ? `You have sent ${plural(sent, "proposal")}; ${onOpen} ${onOpen === 1 ? "is" : "are"} on jobs that are still open (your PROPOSED tab).`
    : "You have not sent any proposals yet.";
  return { text, facts: [`The asker (an employee) has sent ${plural(sent, "proposal")}, ${onOpen} on open jobs.`] };
}

export async function contractFigures(user: Asker): Promise<PersonalAnswer> {
  // an employer's contracts are the hires on their own jobs; an employee's the contracts they were hired on
  const employer = user.type === "customer";
  const who = employer ? {} : { userId: user.id };
  const owner = employer ? { creatorId: user.id } : {};
  const [active, ended] = await Promise.all([
    db.contract.count({ where: { ...who, job: { ...owner, status: JOB_STATUS.progressing } } }),
    db.contract.count({ where: { ...who, job: { ...owner, status: { in: [JOB_STATUS.completed, JOB_STATUS.canceled] } } } }),
  ]);
  const text = `You have ${plural(active, "active contract")} and ${plural(ended, "ended contract")} (completed or cancelled).`;
  return { text, facts: [`The asker has ${plural(active, "active contract")} and ${plural(ended, "ended contract")}.`] };
}

export async function jobFigures(user: Asker): Promise<PersonalAnswer> {
  if (user.type !== "customer") {
    const c = await contractFigures(user);
    return { text: `Employees do not post jobs. ${c.text}`, facts: c.facts };
  }
  const groups = await db.job.groupBy({ by: ["status"], where: { creatorId: user.id }, _count: { _all: true } });
  const n = (s: number) => groups.find((g) => g.status === s)?._count._all ?? 0;
  const total = groups.reduce((sum, g) => sum + g._count._all, 0);
  const text = total
    ? `You have posted ${plural(total, "job")}: ${n(JOB_STATUS.open)} open, ${n(JOB_STATUS.progressing)} active and ${n(JOB_STATUS.completed) + n(JOB_STATUS.canceled)} completed or cancelled.`
    : "You have not posted any jobs yet. Use Post A Job on your home screen.";
  return {
    text,
    facts: [
      `The asker (an employer) has posted ${plural(total, "job")}: ${n(0)} open, ${n(1)} active, ${n(2) + n(3)} completed or cancelled.`,
    ],
  };
}

export async function planFigures(user: Asker): Promise<PersonalAnswer> {
  const plan = LEVEL_NAMES[user.level] ?? "Free";
  // the credit shown includes redeem credit due within 3 days (lib/money/billing/credits.ts)
  const credit = user.type === "customer" ? (await creditShown(user.id)).shown : user.credit;
  const text =
    user.type === "customer"
      ? `You are on the ${plan} plan with ${plural(credit, "hire credit")}.`
      : `You are on the ${plan} level. Plans and credits are for employers posting jobs.`;
  return { text, facts: [`The asker's plan: ${plan}; credits: ${credit}.`] };
}
