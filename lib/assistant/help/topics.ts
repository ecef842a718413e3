// Topic routes: questions whose words mislead a full-text search go straight to the article that answers
// them. "Undo / take back / I made a mistake / cancel that" maps to the matching action (withdraw a
// proposal, cancel a plan, remove a time entry, delete a booking request, edit or cancel a job); "my payout
// failed" is about a withdrawal, not the Failed page of a plan checkout; "cancel my subscription" is about
// Manage plan. `focus` words pick the article's paragraph that holds the answer. The first route whose
// test accepts the (normalised, spelling-corrected) question wins; no route: the search decides.
import { normalizeQuestion } from "@/lib/assistant/help/intents";
import { correctSpelling } from "@/lib/assistant/help/query";
import { getArticle } from "@/lib/assistant/help/articles";

export type Topic = {
  id: string;
  slug: string;
  focus?: string;
  /** words that pick the paragraph for one side ("what is taken from my pay" of an employee: what they receive) */
  focusFor?: Partial<Record<"employer" | "employee", string>>;
  /** the route is for this side only (an employee who wants to hire is asking about the other kind of account) */
  asker?: "employer" | "employee";
  test: (q: string) => boolean;
};

const has = (re: RegExp) => (q: string) => re.test(q);
const all =
  (...tests: ((q: string) => boolean)[]) =>
  (q: string) =>
    tests.every((t) => t(q));

const UNDO =
  /\b(undo|undid|mistake|mistakenly|accident|accidentally|oops|wrong|take (it |that |this )?back|took back|revert|reverse|typo|fix|wasnt supposed|didnt mean|by error|in error)\b/;
const CANCEL = /\b(cancel|cancell?ed|cancelling|delete|remove|retract|stop|end|get rid|take down|call off)\b/;
const PROPOSAL = /\b(proposals?|applications?|applied|apply|applying|re-?apply|re-?applying|bid|bids|cover letter)\b/;
const PLAN =
  /\b(plans?|subscriptions?|subscribed|membership|package|monthly|premium|standard|basic|recurring charge|renew|renewal|auto renew)\b/;
const TIME = /\b(hours?|time|timesheet|time sheet|entry|entries|logged|clocked|tracked|clock)\b/;
const BOOKING = /\b(booking|bookings|booked|book request|shift request)\b/;
const JOB = /\b(job|jobs|gig|gigs|post|posting|posted|listing|vacancy|ad|advert|description|title)\b/;
const PAYOUT =
  /\b(payout|payouts|withdraw|withdrawal|withdrawals|withdrew|cash out|cashout|cashed out|transfer|bank transfer|paypal transfer)\b/;
const FAILED =
  /\b(fail|failed|failing|fails|bounced|bounce|rejected|returned|declined|didnt (go through|arrive|work)|did not (go through|arrive|work)|never (arrived|came|got)|not (received|arrived)|never (showed|shown) up|(didnt|did not|hasnt|has not|havent|not) (show|showed|shown|showing) up|still (not|hasnt|havent) (arrived|come|there)|still nothing|nothing (in|on|has|arrived|came|yet)|no money (in|on)|(hasnt|has not|havent|not) (hit|landed|reached|come through)|not (in|on) my (bank|account|paypal)|missing|error|went wrong|where is my money)\b/;
/** how one hears of something: a notification or an e-mail */
const HEAR =
  /\b(how (will|would|do|can|should|does|did) (i|we|an? employer|the employer|an? worker|the worker) (know|find out|hear|be told|get told|learn)|(will|would|do|does|can) (i|we|gigline|you) (get|receive|send|be sent|email|e ?mail|notify|tell|alert)( me| us)? (an? )?(email|e ?mail|mail|notification|alert|text|message|told|notified|when|if)|(get|be|am|being) (notified|told|emailed|alerted)|notif\w*|alert me|let me know|tell me (when|if)|heads up)\b/;
/** what one hears of */
const EVENT =
  /\b(appl(y|ys|ies|ied|ying|ication|ications)|proposals?|hired?|hires|hiring|invit\w*|booking|booked|accept\w*|declin\w*|messages?|repl(y|ies|ied)|answer\w*|selected|chosen|picked)\b/;
const HIRE = /\b(hired|hire|hiring|contract)\b/;

export const TOPICS: Topic[] = [
  // a withdrawal cannot be taken back; a failed one returns the money
  {
    id: "cancel_withdrawal",
    slug: "withdrawal-failed",
    focus: "Pending cancelled",
    test: all(
      has(PAYOUT),
      (q) => UNDO.test(q) || /\b(cancel|stop|take back)\b/.test(q),
      (q) => !PROPOSAL.test(q),
    ),
  },
  { id: "payout_failed", slug: "withdrawal-failed", test: all(has(PAYOUT), has(FAILED), (q) => !PROPOSAL.test(q)) },
  // "get my money to my bank": the how-to of a withdrawal, not the wallet
  {
    id: "withdraw",
    slug: "withdraw-earnings",
    test: all(has(/\b(money|earnings?|balance|pay|paycheck)\b/), has(/\b(to|into|onto) my (bank|bank account|paypal|card|debit card)\b/)),
  },
  // "withdraw" without a proposal in sight is about money
  {
    id: "withdraw_money",
    slug: "withdraw-earnings",
    test: all(
      has(/\b(withdraw|withdrawing|withdrawal|withdrawals|cash out|cashing out)\b/),
      (q) => !PROPOSAL.test(q) && !FAILED.test(q) && !UNDO.test(q),
    ),
  },
  // "book a bartender for friday": a booking request
  {
    id: "book_someone",
    slug: "send-a-booking-request",
    test: all(
      has(
        /^(i (want|need) to |i would like to |can i |how (do|can) i |help me )?book (a|an|some|someone|somebody|staff|workers?|people|help|\d+)\b|\bhow (do|can|should) i book\b/,
      ),
      (q) => !CANCEL.test(q) && !UNDO.test(q),
    ),
  },
  // finishing a contract is the employer's Complete (and pay)
  {
    id: "finish_contract",
    slug: "complete-or-cancel-a-contract",
    test: all(has(/\b(finish|complete|close|wrap up) (a |the |my |this )?(contract|hire)\b/), (q) => !UNDO.test(q)),
  },
  // rating a person, not an hourly rate
  {
    id: "rate_person",
    slug: "reviews-and-ratings",
    test: all(
      has(
        /\b(rate|review|rating|give (a )?stars?( to)?) (the |my |a |this |that )?(person|worker|employee|employer|freelancer|contractor|pro|someone|them|him|her|client|company|boss)\b/,
      ),
      (q) => !/\b(hourly|pay) rate\b/.test(q),
    ),
  },
  // a person, not an article
  {
    id: "support",
    slug: "contact-support",
    test: has(
      /\b((talk|speak|chat|get in touch) (to|with) (a |an |the )?(human|person|real person|someone|somebody|agent|representative|support|staff|team)|customer (service|support|care)|contact (you|support|gigline|the team)|support (team|email|phone))\b/,
    ),
  },
  // time that was not tracked is added by hand on the timesheet
  {
    id: "forgot_time",
    slug: "timesheets-manual-time",
    focus: "Add Time",
    test: all(
      has(/\b(forgot|forget|forgotten|missed)\b|\b(didnt|did not) (clock|track|log|record|add|enter)/),
      has(/\b(clock in|clocked in|clock|track|tracked|tracking|log my|logged my|hours|time|shift)\b/),
      (q) => !/\bclock(ed)? out\b|\b(password|sign in|log in|login|code)\b/.test(q),
    ),
  },
  // undo an action
  {
    id: "undo_proposal",
    slug: "withdraw-a-proposal",
    test: all(has(PROPOSAL), (q) => UNDO.test(q) || CANCEL.test(q) || /\bunapply\b/.test(q)),
  },
  {
    id: "undo_time",
    slug: "timesheets-manual-time",
    focus: "Remove wrong entry",
    test: all(has(TIME), (q) => UNDO.test(q) || CANCEL.test(q) || /\btoo (many|much)\b/.test(q)),
  },
  {
    id: "undo_booking",
    slug: "cancel-a-booking-request",
    test: all(has(BOOKING), (q) => UNDO.test(q) || /\b(cancel|delete|remove|take back|call off)\b/.test(q)),
  },
  // what a plan gives: the plans and their perks, not Manage plan
  {
    id: "plan_features",
    slug: "subscription-plans",
    test: all(
      has(
        /\b(plans?|subscriptions?|membership|package|premium|paid levels?)\b|\b(basic|standard) (plan|subscription|membership|package|tier|level)\b|\b(basic|standard|premium) (vs|versus|or|and) (basic|standard|premium)\b/,
      ),
      // "standard or urgent booking" is a booking's kind, not a plan
      (q) => !/\b(urgent|standard (booking|shift|request))\b/.test(q),
      has(
        /\b(give|gives|get|gets|include|includes|included|offer|offers|features?|perks?|benefits?|worth|difference|differences|different|differ|compare|comparison|vs|versus|extra|better|come with|comes with|unlock|unlocks|lets me|allow|allows|whats in)\b/,
      ),
      (q) =>
        !UNDO.test(q) &&
        !/\b(cancel\w*|stop|end|unsubscribe|quit|get out|get rid|turn off|downgrade|refund\w*|charged|charging|did not|didnt|failed|manage)\b/.test(
          q,
        ),
    ),
  },
  {
    id: "cancel_plan",
    slug: "cancel-a-plan",
    test: all(
      has(PLAN),
      (q) =>
        UNDO.test(q) || /\b(cancel|stop|end|unsubscribe|quit|get out|turn off|downgrade|upgrade|change|switch|move|charging)\b/.test(q),
      // "charged but the plan did not change" is a checkout problem (buying-a-plan), not a cancellation
      (q) => !/\b(did not|didnt|does not|doesnt|not) (change|upgrade|update|work)\b/.test(q),
    ),
  },
  { id: "undo_hire", slug: "complete-or-cancel-a-contract", focus: "Cancel", test: all(has(HIRE), has(UNDO)) },
  {
    id: "undo_job",
    slug: "edit-or-cancel-a-job",
    test: all(has(JOB), (q) => UNDO.test(q) || /\b(edit|change|update|cancel|delete|remove|take down)\b/.test(q)),
  },
  { id: "undo", slug: "undo-a-mistake", test: has(/\b(undo|mistake|take (it |that )?back|revert|oops|by accident)\b/) },
  // what posting costs: posting is free, hiring takes a credit or a plan
  {
    id: "posting_price",
    slug: "job-posting-credits",
    test: all(
      has(/\b(how much|cost|costs|price|charge|pay to|fee to|free to)\b/),
      has(/\b(post|posting|posts|listing|job ad|hire|hiring)\b/),
      (q) => !PLAN.test(q),
    ),
  },
  // "post a job" shares its words with the AI helper and the credits: the how-to is Posting a job
  {
    id: "post_job",
    slug: "post-a-job",
    test: has(
      /^(how (do|can|to)|where (do|can) i|i want to|i need to|help me)?\s*(i )?(post|publish|create|add|list|put up) (a |my |an )?(new )?(job|gig|listing|vacancy)s?$/,
    ),
  },
  // "post a shift for a cook", "advertise a position": the how-to of a job post
  {
    id: "post_work",
    slug: "post-a-job",
    test: all(
      has(/\b(post|publish|advertise|list|put up) (a |an |my |the )?(new )?(job|gig|shift|position|opening|role|listing|vacancy)\b/),
      (q) => !CANCEL.test(q) && !UNDO.test(q) && !/\b(edit|change|update|ai|helper|draft|template|write|writing)\b/.test(q),
    ),
  },
  // someone wants money from the worker first: the common scam (a person asks, not a button or a page)
  {
    id: "pay_first",
    slug: "stay-safe",
    test: all(
      (q) => !/\b(button|page|screen|dialog|form|app|gigline)\b/.test(q),
      has(
        /\b((wants|want|asked|asking|asks|told|tells) me to (pay|send money|buy)|pay (for|them|him|her) (first|upfront|up front|before)|pay to (work|apply|start|get (the|a) job)|upfront (fee|payment))\b/,
      ),
    ),
  },
  // "how will I know when someone applies / if I got hired": the bell and the e-mails
  {
    id: "hear_of",
    slug: "notifications",
    test: all(has(HEAR), has(EVENT), (q) => !/\b(turn on|two step|2fa|code|password)\b/.test(q)),
  },
  // the other side's work: an employee who wants to hire, an employer who wants to work (the role is fixed)
  {
    id: "employee_hires",
    slug: "employer-or-employee",
    focus: "second account both hire and work",
    asker: "employee",
    test: has(
      /\b(i (also )?(want|would like|need|wanna|plan) to (also )?|can i (also )?|how (do|can) i (also )?)(hire|post (a |my )?jobs?|book (workers|people|someone|staff)|employ)\b/,
    ),
  },
  {
    id: "employer_works",
    slug: "employer-or-employee",
    focus: "second account both hire and work",
    asker: "employer",
    test: has(
      /\b(i (also )?(want|would like|need|wanna|plan) to (also )?|can i (also )?|how (do|can) i (also )?)(work|apply|find work|get hired|take (jobs|gigs|shifts)|be a worker|become a worker|do gigs)\b/,
    ),
  },
  // block and report: where the buttons are
  {
    id: "report",
    slug: "block-and-report",
    focus: "report",
    test: has(/\b(report|reporting|harass\w*|creepy|abusive|abuse|inappropriate|threat\w*|offensive|rude|spam message|spammer)\b/),
  },
  {
    id: "block",
    slug: "block-and-report",
    focus: "block",
    test: has(/\b(block|blocking|unblock|stop (him|her|them|this \w+) from messag\w*|dont want \w+ \w+ to (message|contact))\b/),
  },
  // fees
  {
    id: "fees",
    slug: "service-fee",
    focusFor: { employee: "employee receives subtotal not taken earnings" },
    test: all(
      (q) =>
        /\b(fee|fees|commission|cut|percentage|percent|take from|charge|charges|total higher|extra charge|added when i pay)\b/.test(q) ||
        // "how much does gigline keep from what i earn"
        /\b(keep|keeps|take|takes|deduct|deducts|deducted|withhold|withholds)\b.*\b(earn|earned|earnings|pay|payment|paid|salary|wage|wages)\b/.test(
          q,
        ),
      (q) => !PLAN.test(q) && !/\b(withdraw|withdrawal|deposit)\b/.test(q),
    ),
  },
];

/**
 * The first route that accepts the question. A route to an article written for one side is skipped when the
 * other side asks ("I declined a proposal by mistake" of an employer is not the employee's Withdraw
 * Proposal): the search then finds their own article.
 */
export function matchTopic(question: string, asker: "employer" | "employee" | null = null): Topic | null {
  const q = correctSpelling(normalizeQuestion(question));
  const fits = (t: Topic) => {
    const audience = asker ? getArticle(t.slug)?.audience : "";
    return (!audience || audience === asker) && (!t.asker || t.asker === asker);
  };
  return TOPICS.find((t) => t.test(q) && fits(t)) ?? null;
}
