// Turns a question into the words the help search looks for: lower-case words, minus filler words,
// plus synonyms (the way people ask is rarely the way an article is titled: "gig" → job, "quit" → delete
// account, "cash out" → withdraw). PostgreSQL's english stemmer then folds "payments"/"paying" to "pay".
// Pure functions, unit-tested in tests/unit/help-query.test.ts.

/** Filler words a question carries that say nothing about its topic (PostgreSQL drops the english stop words itself). */
const FILLER = new Set(
  "gigline app site website please help know tell want wanna need get got make way thing things someone somebody anyone one use using used able let lets ok okay hi hello hey thanks thank would could should also really still see seeing much many dont doesnt cant cannot im ive id whats hows new find good possible inside".split(" "),
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
  applicant: ["proposal"],
  applicants: ["proposal"],
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
  rate: ["rating", "rate"],
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
  free: ["availability"],
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
  unsubscribe: ["delete", "account"],
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
  email: ["contact", "email"],
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
  word: ["file"],
  filter: ["search", "filter"],
  support: ["support", "contact"],
  human: ["support"],
  agent: ["support"],
  complaint: ["support"],
};

export type QueryTerms = {
  /** the question's own topic words */
  words: string[];
  /** words added from SYNONYMS (not in words) */
  extra: string[];
  /** each own word with its synonyms: an article "covers" the word when it has any of them */
  groups: string[][];
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
  const tokens = tokenize(text);
  const words: string[] = [];
  const extra: string[] = [];
  const groups: string[][] = [];
  const add = (list: string[], w: string) => {
    if (w.length > 1 && !FILLER.has(w) && !list.includes(w) && !(list === extra && words.includes(w)) && list.length < MAX_WORDS) list.push(w);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const pair = i + 1 < tokens.length ? `${t} ${tokens[i + 1]}` : "";
    const alts = [...(pair && SYNONYMS[pair] ? SYNONYMS[pair] : []), ...synonymsOf(t)];
    const isNew = t.length > 1 && !FILLER.has(t) && !words.includes(t);
    add(words, t);
    for (const s of alts) add(extra, s);
    if (isNew && words.includes(t)) groups.push([t, ...alts]);
    else if (pair && SYNONYMS[pair]) groups.push(SYNONYMS[pair]);
  }
  // a synonym the question also says itself counts as the question's own word
  return { words, extra: extra.filter((w) => !words.includes(w)), groups: groups.slice(0, MAX_WORDS) };
}

/** Synonyms of a word, also of its plain form ("harassing" → "harass", "scammers" → "scammer"). */
export function synonymsOf(word: string): string[] {
  if (SYNONYMS[word]) return SYNONYMS[word];
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      if (SYNONYMS[base]) return SYNONYMS[base];
      if (SYNONYMS[`${base}e`]) return SYNONYMS[`${base}e`];
    }
  }
  return [];
}
