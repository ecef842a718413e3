// Topic routes: questions whose words mislead a full-text search go straight to the article that answers
// them. "Undo / take back / I made a mistake / cancel that" maps to the matching action (withdraw a
// proposal, cancel a plan, remove a time entry, delete a booking request, edit or cancel a job); "my payout
// failed" is about a withdrawal, not the Failed page of a plan checkout; "cancel my subscription" is about
// Manage plan. `focus` words pick the article's paragraph that holds the answer. The first route whose
// test accepts the (normalised, spelling-corrected) question wins; no route: the search decides.
import { normalizeQuestion } from "@/lib/assistant/help/intents";
import { correctSpelling } from "@/lib/assistant/help/query";

export type Topic = { id: string; slug: string; focus?: string; test: (q: string) => boolean };

const has = (re: RegExp) => (q: string) => re.test(q);
const all =
  (...tests: ((q: string) => boolean)[]) =>
  (q: string) =>
    tests.every((t) => t(q));

const UNDO = /\b(undo|undid|mistake|mistakenly|accident|accidentally|oops|wrong|take (it |that |this )?back|took back|revert|reverse|typo|fix|wasnt supposed|didnt mean|by error|in error)\b/;
const CANCEL = /\b(cancel|cancell?ed|cancelling|delete|remove|retract|stop|end|get rid|take down|call off)\b/;
const PROPOSAL = /\b(proposals?|applications?|applied|apply|applying|bid|bids|cover letter)\b/;
const PLAN = /\b(plans?|subscriptions?|subscribed|membership|package|monthly|premium|standard|basic|recurring charge|renew|renewal|auto renew)\b/;
const TIME = /\b(hours?|time|timesheet|time sheet|entry|entries|logged|clocked|tracked|clock)\b/;
const BOOKING = /\b(booking|bookings|booked|book request|shift request)\b/;
const JOB = /\b(job|jobs|gig|gigs|post|posting|posted|listing|vacancy|ad|advert|description|title)\b/;
const PAYOUT = /\b(payout|payouts|withdraw|withdrawal|withdrawals|withdrew|cash out|cashout|cashed out|transfer|bank transfer|paypal transfer)\b/;
const FAILED = /\b(fail|failed|failing|fails|bounced|bounce|rejected|returned|declined|didnt (go through|arrive|work)|did not (go through|arrive|work)|never (arrived|came|got)|not (received|arrived)|missing|error|went wrong|where is my money)\b/;
const HIRE = /\b(hired|hire|hiring|contract)\b/;

export const TOPICS: Topic[] = [
  // a withdrawal cannot be taken back; a failed one returns the money
  { id: "cancel_withdrawal", slug: "withdrawal-failed", focus: "Pending cancelled", test: all(has(PAYOUT), (q) => UNDO.test(q) || /\b(cancel|stop|take back)\b/.test(q)) },
  { id: "payout_failed", slug: "withdrawal-failed", test: all(has(PAYOUT), has(FAILED)) },
  // undo an action
  { id: "undo_proposal", slug: "withdraw-a-proposal", test: all(has(PROPOSAL), (q) => UNDO.test(q) || CANCEL.test(q) || /\bunapply\b/.test(q)) },
  { id: "undo_time", slug: "timesheets-manual-time", focus: "Remove wrong entry", test: all(has(TIME), (q) => UNDO.test(q) || CANCEL.test(q) || /\btoo (many|much)\b/.test(q)) },
  { id: "undo_booking", slug: "cancel-a-booking-request", test: all(has(BOOKING), (q) => UNDO.test(q) || /\b(cancel|delete|remove|take back|call off)\b/.test(q)) },
  {
    id: "cancel_plan",
    slug: "cancel-a-plan",
    test: all(
      has(PLAN),
      (q) => UNDO.test(q) || /\b(cancel|stop|end|unsubscribe|quit|get out|turn off|downgrade|upgrade|change|switch|move|charging)\b/.test(q),
      // "charged but the plan did not change" is a checkout problem (buying-a-plan), not a cancellation
      (q) => !/\b(did not|didnt|does not|doesnt|not) (change|upgrade|update|work)\b/.test(q),
    ),
  },
  { id: "undo_hire", slug: "complete-or-cancel-a-contract", focus: "Cancel", test: all(has(HIRE), has(UNDO)) },
  { id: "undo_job", slug: "edit-or-cancel-a-job", test: all(has(JOB), (q) => UNDO.test(q) || /\b(edit|change|update|cancel|delete|remove|take down)\b/.test(q)) },
  { id: "undo", slug: "undo-a-mistake", test: has(/\b(undo|mistake|take (it |that )?back|revert|oops|by accident)\b/) },
  // "post a job" shares its words with the AI helper and the credits: the how-to is Posting a job
  { id: "post_job", slug: "post-a-job", test: has(/^(how (do|can|to)|where (do|can) i|i want to|i need to|help me)?\s*(i )?(post|publish|create|add|list|put up) (a |my |an )?(new )?(job|gig|listing|vacancy)s?$/) },
  // block and report: where the buttons are
  { id: "report", slug: "block-and-report", focus: "report", test: has(/\b(report|reporting|harass\w*|creepy|abusive|abuse|inappropriate|threat\w*|offensive|rude|spam message|spammer)\b/) },
  { id: "block", slug: "block-and-report", focus: "block", test: has(/\b(block|blocking|unblock|stop (him|her|them|this \w+) from messag\w*|dont want \w+ \w+ to (message|contact))\b/) },
  // fees
  { id: "fees", slug: "service-fee", test: all(has(/\b(fee|fees|commission|cut|percentage|percent|take from|charge|charges|total higher|extra charge|added when i pay)\b/), (q) => !PLAN.test(q) && !/\b(withdraw|withdrawal|deposit)\b/.test(q)) },
];

export function matchTopic(question: string): Topic | null {
  const q = correctSpelling(normalizeQuestion(question));
  return TOPICS.find((t) => t.test(q)) ?? null;
}
