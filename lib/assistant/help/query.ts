// Turns a question into the words the help search looks for: lower-case words, minus filler words,
// plus synonyms (the way people ask is rarely the way an article is titled: "gig" → job, "quit" → delete
// account, "cash out" → withdraw). PostgreSQL's english stemmer then folds "payments"/"paying" to "pay".
// Misspelt words are corrected to the help centre's own words first. Pure functions (over the bundled
// articles), unit-tested in tests/unit/help-query.test.ts.
import { allArticles } from "@/lib/assistant/help/articles";

/** Filler words a question carries that say nothing about its topic (PostgreSQL drops the english stop words itself). */
const FILLER = new Set(
  "gigline app site website please help know tell want wanna need get got make way thing things someone somebody anyone one use using used able let lets ok okay hi hello hey thanks thank would could should also really still see seeing much many dont doesnt cant cannot im ive id whats hows new find good possible inside right just even already soon trying try tried understand figure confused wondering wonder idea sure actually basically literally anyway freaking ages hello allowed".split(
    " ",
  ),
);

/** A word (or two-word phrase) of a question → the words articles use for it. */
export const SYNONYMS: Record<string, string[]> = {
  // money
  pay: ["payment", "wallet"],
  paid: ["payment", "earning"],
  payment: ["pay"],
  money: ["balance", "wallet", "payment"],
  wallet: ["balance"],
  balance: ["wallet"],
  funds: ["deposit", "wallet"],
  fund: ["deposit", "wallet"],
  topup: ["deposit", "funds"],
  "top up": ["deposit", "funds"],
  "load money": ["deposit"],
  "add money": ["deposit", "funds"],
  "put money": ["deposit", "funds"],
  "get my": ["withdraw"],
  "to my bank": ["withdraw"],
  "into my bank": ["withdraw"],
  cash: ["withdraw"],
  "cash out": ["withdraw"],
  cashout: ["withdraw"],
  payout: ["withdraw"],
  transfer: ["withdraw", "bank"],
  salary: ["earning", "withdraw"],
  earnings: ["earning", "withdraw"],
  wage: ["earning", "rate"],
  fee: ["service", "fee"],
  fees: ["service", "fee"],
  commission: ["service", "fee"],
  charge: ["fee", "payment"],
  cost: ["price", "plan"],
  costs: ["price", "plan"],
  expensive: ["price", "plan"],
  invoice: ["transaction"],
  receipt: ["transaction"],
  statement: ["transaction"],
  history: ["transaction"],
  card: ["deposit", "card"],
  paypal: ["paypal"],
  minimum: ["minimum", "least"],
  min: ["minimum"],
  max: ["maximum"],
  biggest: ["maximum"],
  largest: ["maximum"],
  highest: ["maximum"],
  most: ["maximum"],
  smallest: ["minimum"],
  lowest: ["minimum"],
  least: ["minimum"],
  maximum: ["maximum"],
  limit: ["maximum", "minimum"],
  long: ["characters", "length"],
  length: ["characters", "long"],
  size: ["mb"],
  big: ["mb", "size"],
  large: ["mb", "size"],
  valid: ["valid", "expires"],
  expire: ["valid", "expires"],
  attempts: ["tries", "attempts"],
  tries: ["attempts"],
  better: ["improve", "complete"],
  improve: ["improve", "complete"],
  "leave a": ["write"],
  "every week": ["weekly", "availability"],
  refund: ["back", "undone", "support"],
  remember: ["forgot", "reset"],
  longest: ["maximum", "long", "characters"],
  shortest: ["minimum", "least", "characters"],
  // a button that does nothing: the articles say "disabled"
  greyed: ["disabled"],
  grayed: ["disabled"],
  "doesnt let": ["disabled"],
  "wont let": ["disabled"],
  "cant click": ["disabled"],
  "cant press": ["disabled"],
  unclickable: ["disabled"],
  refunds: ["back", "undone", "support"],
  chargeback: ["back", "support"],
  ach: ["bank", "deposit"],
  settle: ["processing", "settles"],
  pending: ["pending", "processing"],
  processing: ["processing", "pending"],
  // something expected that did not come: the articles say "arrived", "returned", "not lost"
  "never came": ["arrived", "received"],
  "never arrived": ["arrived", "received"],
  "never showed": ["arrived", "received"],
  "never got": ["arrived", "received"],
  "didnt arrive": ["arrived", "received"],
  "didnt get": ["arrived", "received"],
  "not received": ["arrived", "received"],
  "havent gotten": ["paid", "complete"],
  "havent received": ["paid", "arrived"],
  "not paid": ["paid", "complete"],
  // a person who did not turn up
  "didnt show": ["cancel", "message"],
  "didnt come": ["cancel", "message"],
  "no show": ["cancel", "message"],
  noshow: ["cancel", "message"],
  // what others can see of you
  "cant see": ["hidden", "shown", "published"],
  "see my": ["shown", "visible", "hidden"],
  "others see": ["shown", "visible"],
  visible: ["shown", "visible"],
  hidden: ["hidden", "shown"],
  private: ["shown", "visible"],
  reapply: ["apply", "again"],
  "apply again": ["apply", "again"],
  current: ["active"],
  ongoing: ["active"],
  stay: ["lasts"],
  remote: ["remote", "anywhere"],
  "from home": ["remote", "anywhere"],
  anywhere: ["remote"],
  online: ["remote"],
  weekly: ["weekly", "week"],
  period: ["week"],
  periods: ["week"],
  renew: ["renewed", "cancel"],
  renewing: ["renewed", "cancel"],
  renewal: ["renewed", "cancel"],
  trial: ["trial", "free"],
  // plans
  subscription: ["plan", "package"],
  subscribe: ["subscription", "plan"],
  membership: ["subscription", "plan"],
  plan: ["subscription"],
  plans: ["subscription"],
  package: ["subscription", "plan"],
  upgrade: ["subscription", "plan"],
  premium: ["premium", "plan"],
  pricing: ["subscription", "price"],
  credit: ["credits"],
  credits: ["credit"],
  connects: ["credit"],
  // jobs
  gig: ["job"],
  gigs: ["job"],
  work: ["job"],
  shift: ["booking", "shift"],
  shifts: ["booking", "shift"],
  vacancy: ["job"],
  listing: ["job", "post"],
  advert: ["job", "post"],
  ad: ["ads"],
  ads: ["ads"],
  advertisement: ["ads"],
  advertisements: ["ads"],
  publish: ["post", "job"],
  create: ["post", "create"],
  hire: ["hiring", "hire"],
  employ: ["hire"],
  recruit: ["hire", "invite"],
  candidate: ["employee", "proposal"],
  candidates: ["employee", "proposal"],
  applicant: ["proposal", "review"],
  applicants: ["proposal", "review"],
  application: ["proposal", "apply"],
  applications: ["proposal", "apply"],
  bid: ["proposal"],
  offer: ["proposal"],
  retract: ["withdraw", "proposal"],
  unapply: ["withdraw", "proposal"],
  "take back": ["withdraw", "proposal"],
  bookmark: ["save"],
  favorite: ["save"],
  favourite: ["save"],
  later: ["save"],
  invitation: ["invite"],
  invited: ["invite"],
  reject: ["decline"],
  refuse: ["decline"],
  finish: ["complete"],
  finished: ["complete"],
  done: ["complete"],
  end: ["complete", "cancel"],
  delete: ["delete", "cancel"],
  remove: ["delete"],
  rating: ["review", "rating"],
  rate: ["rating", "rate", "review"],
  stars: ["rating", "review"],
  feedback: ["review"],
  // time
  hours: ["time", "hour"],
  clock: ["clock", "time"],
  timer: ["clock", "time"],
  track: ["clock", "time"],
  tracking: ["clock", "time"],
  punch: ["clock"],
  timesheet: ["timesheet", "time"],
  schedule: ["availability"],
  calendar: ["availability", "booking"],
  available: ["availability"],
  free: ["availability", "free"],
  book: ["booking", "request"],
  reserve: ["booking", "request"],
  recurring: ["recurring", "premium"],
  repeat: ["recurring"],
  // accounts
  signup: ["sign", "account", "create"],
  "sign up": ["account", "create"],
  register: ["account", "create"],
  registration: ["account", "create"],
  join: ["account", "create"],
  login: ["sign"],
  "log in": ["sign"],
  "log out": ["sign"],
  "say no": ["decline"],
  "stop getting": ["notification", "unsubscribe", "off"],
  "turn off": ["off", "notification"],
  emails: ["email", "notification"],
  mails: ["email", "notification"],
  newsletter: ["email", "unsubscribe"],
  // security
  "2fa": ["step", "authenticator", "security"],
  mfa: ["step", "authenticator", "security"],
  "two factor": ["step", "authenticator"],
  otp: ["authenticator", "code"],
  authenticator: ["authenticator", "step"],
  backup: ["recovery"],
  recovery: ["recovery"],
  fingerprint: ["passkey", "fingerprint"],
  biometric: ["passkey", "fingerprint"],
  "face id": ["passkey", "face"],
  faceid: ["passkey", "face"],
  "touch id": ["passkey", "fingerprint"],
  devices: ["sessions", "device"],
  device: ["sessions", "device"],
  sessions: ["sessions", "device"],
  hacked: ["security", "sessions", "password"],
  hack: ["security", "sessions", "password"],
  "who applied": ["proposals", "applicants"],
  "turn down": ["decline"],
  "logged out": ["sign"],
  logout: ["sign"],
  logon: ["sign"],
  password: ["password"],
  forgot: ["reset", "forgot"],
  forgotten: ["reset", "forgot"],
  locked: ["reset", "password"],
  quit: ["delete", "account"],
  leave: ["delete", "account"],
  close: ["delete", "account"],
  deactivate: ["delete", "account"],
  erase: ["delete", "account"],
  unsubscribe: ["unsubscribe", "notification"],
  google: ["google", "social"],
  facebook: ["facebook", "social"],
  role: ["employer", "employee"],
  switch: ["employer", "employee"],
  customer: ["employer"],
  client: ["employer"],
  worker: ["employee"],
  freelancer: ["employee"],
  provider: ["employee"],
  company: ["company", "employer"],
  business: ["company", "employer"],
  profile: ["profile"],
  cv: ["resume"],
  photo: ["photo", "avatar"],
  picture: ["photo", "avatar"],
  avatar: ["photo"],
  school: ["education"],
  degree: ["education"],
  experience: ["experience"],
  // messages and safety
  chat: ["message", "messaging"],
  dm: ["message"],
  text: ["message"],
  inbox: ["message"],
  talk: ["message"],
  contact: ["contact", "message"],
  phone: ["contact", "phone"],
  number: ["phone", "contact"],
  email: ["contact", "email", "mail"],
  whatsapp: ["contact", "phone"],
  telegram: ["contact"],
  skype: ["contact", "skype"],
  instagram: ["contact", "social"],
  scam: ["safe", "safety"],
  scammer: ["safe", "safety"],
  fraud: ["safe", "safety"],
  suspicious: ["safe", "report"],
  harass: ["block", "report"],
  harassment: ["block", "report"],
  spam: ["report", "spam"],
  abuse: ["block", "report"],
  screening: ["background", "screening"],
  criminal: ["background", "check"],
  verify: ["background", "check"],
  alert: ["notification"],
  alerts: ["notification"],
  bell: ["notification"],
  notified: ["notification"],
  insurance: ["benefits", "insurance"],
  health: ["benefits", "insurance"],
  financial: ["benefits", "financial"],
  search: ["search", "find"],
  near: ["search", "distance", "location"],
  nearby: ["search", "distance", "location"],
  make: ["create"],
  pick: ["choose", "hire"],
  choose: ["hire"],
  select: ["hire"],
  past: ["history", "transaction"],
  days: ["availability", "weekly"],
  "am free": ["availability"],
  "is free": ["availability", "available"],
  "are free": ["availability", "available"],
  "free when": ["availability", "available"],
  // where on the profile: "work history" is past jobs, not the transaction history
  "work history": ["experience", "work"],
  "employment history": ["experience", "work"],
  "job history": ["experience", "history"],
  "past jobs": ["experience", "work"],
  "previous job": ["experience", "work"],
  "previous jobs": ["experience", "work"],
  // "close to me" is about distance, "close my account" about deleting it
  "close to": ["near", "distance", "location"],
  "close by": ["near", "distance", "location"],
  closest: ["distance", "location"],
  nearest: ["distance", "location"],
  "near me": ["distance", "location"],
  "run out": ["expire", "expires"],
  "runs out": ["expire", "expires"],
  "wear off": ["expire"],
  "hasnt paid": ["paid", "complete", "message"],
  "hasnt payed": ["paid", "complete", "message"],
  "still hasnt": ["paid", "complete", "message"],
  "not paid yet": ["paid", "complete"],
  withdrew: ["withdraw", "withdrawal"],
  "give me": ["include"],
  gives: ["include"],
  include: ["include", "perks"],
  perks: ["include"],
  features: ["include"],
  worth: ["include", "price"],
  extra: ["include", "extra"],
  word: ["file"],
  filter: ["search", "filter"],
  support: ["support", "contact"],
  human: ["support"],
  agent: ["support"],
  complaint: ["support"],
};

/** Question shapes and the words of the paragraphs that answer them (added as synonyms, never as a topic). */
const HINTS: [RegExp, string[]][] = [[/\bwhy (cant|cannot|cant i|is it not letting|wont it let)\b/, ["needs", "requires", "disabled"]]];

export type QueryTerms = {
  /** the question's own topic words */
  words: string[];
  /** words added from SYNONYMS (not in words) */
  extra: string[];
  /** each own word with its synonyms: an article "covers" the word when it has any of them */
  groups: string[][];
  /**
   * the synonyms (in extra) of a word no article uses: they stand in for the asker's word and count as
   * fully as the question's own words ("reject an applicant": no article says reject, the answer says Decline)
   */
  strong: string[];
};

const MAX_WORDS = 24;

/** Words of a question, lower-case ASCII letters and digits only (so they are always safe inside to_tsquery). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 200);
}

export function queryTerms(text: string): QueryTerms {
  const tokens = tokenize(text).map((t) => correctSpelling(t));
  const words: string[] = [];
  const extra: string[] = [];
  const groups: string[][] = [];
  const add = (list: string[], w: string) => {
    if (w.length > 1 && !FILLER.has(w) && !list.includes(w) && !(list === extra && words.includes(w)) && list.length < MAX_WORDS)
      list.push(w);
  };
  const strong: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const phrase = i + 1 < tokens.length ? pairSynonyms(t, tokens[i + 1]) : null;
    // a two-word phrase's synonyms replace the first word's own ("leave a review" is not "leave Gigline")
    const alts = phrase ?? synonymsOf(t);
    const isNew = t.length > 1 && !FILLER.has(t) && !words.includes(t);
    add(words, t);
    for (const s of alts) add(extra, s);
    if (isNew && words.includes(t)) groups.push([t, ...alts]);
    else if (phrase) groups.push(phrase);
    // the asker's word is not the help centre's: its synonyms say what it means there
    if (alts.length && !phrase && !inArticles(t)) for (const s of alts) if (!strong.includes(s)) strong.push(s);
  }
  // a question's shape hints at the paragraph that answers it ("why can't I…": what it needs), without being
  // a topic of its own that an article must cover
  for (const [shape, hints] of HINTS) if (shape.test(tokens.join(" "))) for (const h of hints) add(extra, h);
  // a synonym the question also says itself counts as the question's own word
  const more = extra.filter((w) => !words.includes(w));
  return { words, extra: more, groups: groups.slice(0, MAX_WORDS), strong: strong.filter((w) => more.includes(w)) };
}

/** The plain forms of an inflected word: "harassing" → "harass", "logged" → "log", "replied" → "reply". */
function baseForms(word: string): string[] {
  const out: string[] = [];
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      out.push(base, `${base}e`);
      // a doubled final consonant: "logged" → "log", "stopped" → "stop"
      if (base.length > 2 && base.at(-1) === base.at(-2)) out.push(base.slice(0, -1));
      if (suffix !== "ing" && base.endsWith("i")) out.push(`${base.slice(0, -1)}y`);
    }
  }
  return out;
}

/** Synonyms of a word, also of its plain form ("harassing" → "harass", "scammers" → "scammer"). */
export function synonymsOf(word: string): string[] {
  if (SYNONYMS[word]) return SYNONYMS[word];
  for (const base of baseForms(word)) if (SYNONYMS[base]) return SYNONYMS[base];
  return [];
}

/** A two-word phrase's synonyms, also with its first word inflected ("logged in" as "log in"), or null. */
function pairSynonyms(first: string, second: string): string[] | null {
  for (const f of [first, ...baseForms(first)]) {
    const hit = SYNONYMS[`${f} ${second}`];
    if (hit) return hit;
  }
  return null;
}

/** Whether the articles use the word (or an inflection of it): "reject" is not, "decline" is. */
function inArticles(word: string): boolean {
  const seen = articleWords();
  return seen.has(word) || baseForms(word).some((b) => seen.has(b)) || ["s", "es", "ed", "ing", "d"].some((x) => seen.has(word + x));
}

let articleWordsCache: Set<string> | null = null;

function articleWords() {
  articleWordsCache ??= new Set(allArticles().flatMap((a) => tokenize(`${a.title} ${a.summary} ${a.body}`)));
  return articleWordsCache;
}

/**
 * Misspelt words corrected to a word the help centre uses ("comission" → "commission", "withdrawl" →
 * "withdrawal"): a word of 4+ letters that no article, title or synonym has becomes the most frequent
 * known word one edit away (two for 9+ letters; an edit is an insert, delete, change or swap of letters)
 * that starts with the same letter: people rarely mistype the first letter, and a real word outside the
 * help centre ("bake", "bread") must not turn into one inside it ("take", "read").
 */
export function correctSpelling(text: string): string {
  const { vocab, counts } = vocabulary();
  return text.replace(/[a-z]{4,}/g, (w) => {
    if (MISSPELT[w]) return MISSPELT[w];
    if (vocab.has(w) || FILLER.has(w) || synonymsOf(w).length || ENGLISH.has(w)) return w;
    const max = w.length >= 9 ? 2 : 1;
    let best = w;
    let bestScore = -1;
    for (const v of vocab) {
      if (Math.abs(v.length - w.length) > max || v.length < 4 || v[0] !== w[0]) continue;
      const d = editDistance(w, v, max);
      if (d > max) continue;
      const s = (max - d + 1) * 1_000_000 + (counts.get(v) ?? 0);
      if (s > bestScore) {
        bestScore = s;
        best = v;
      }
    }
    return best;
  });
}

/**
 * Misspellings two or more edits away from the word, or one edit from another word ("payed" is one edit from
 * "played"), and irregular forms the stemmer does not fold: corrected outright.
 */
export const MISSPELT: Record<string, string> = {
  payed: "paid",
  payd: "paid",
  recieve: "receive",
  recieved: "received",
  schedual: "schedule",
  shedule: "schedule",
  seperate: "separate",
  definately: "definitely",
  withdrawl: "withdrawal",
  withdrawls: "withdrawals",
  wallett: "wallet",
  walet: "wallet",
  paymnt: "payment",
  accout: "account",
  acount: "account",
  buisness: "business",
  bussiness: "business",
  calender: "calendar",
  adress: "address",
  emial: "email",
  notifs: "notifications",
  resum: "resume",
};

/** Everyday words no article uses that must stay as they are ("think" is not "thank", "week" not "weekly"). */
const ENGLISH = new Set(
  "think thinks thought know knew knows hear heard tell told find found wait waited worth extra give gives gave tomorrow yesterday tonight ago".split(
    " ",
  ),
);

let vocabCache: { vocab: Set<string>; counts: Map<string, number> } | null = null;

function vocabulary() {
  if (vocabCache) return vocabCache;
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const w of tokenize(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  for (const a of allArticles()) add(`${a.title} ${a.summary} ${a.body}`);
  for (const [k, v] of Object.entries(SYNONYMS)) add(`${k} ${v.join(" ")}`);
  add(EXTRA_WORDS);
  vocabCache = { vocab: new Set(counts.keys()), counts };
  return vocabCache;
}

/** Words people use that no article has, so they are never "corrected" into another word. */
const EXTRA_WORDS =
  "gmail yahoo hotmail outlook creepy bounced bounce rejected refund refunded unsubscribe downgrade upgrade oops typo undo accidentally mistakenly greyed grayed disabled stuck broken weird wrong cheap commission percentage payout payouts withdrew cashed hired firing fired worker workers boss shift shifts gig gigs resume picture pictures photos selfie scammer scammers spammer harassing harassed threatening rude real human person agent representative";

/** Optimal string alignment distance (adjacent swaps count as one edit), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const m = a.length;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = new Array<number>(n + 1).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], prev2[j - 2] + 1);
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[n];
}
