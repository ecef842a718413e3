// The contact-details scanner (using phone numbers, e-mails or other outside contact
// means is a terms violation). It flags e-mails, phone numbers, skype/live handles, social links and the
// disguised forms people use to slip past such filters (digits spelled out or spaced, "name at gmail dot
// com", "my insta", "whatsapp me"), while plain work messages (prices, hours, addresses, years, times)
// pass. Pure and synchronous: job save, apply and later chat/booking all call it.
//
// How: the text is normalised first — characters (digits of every script to 0–9, look-alike letters to
// Latin ones, invisible characters out: lib/moderation/fold-text.ts), then words (spaced letters joined,
// "(at)"/"at sign"/"dot"/"slash" turned back into symbols, number words into digits) — and then a handful
// of detectors run on it. Digit groups may be split by anything that is not a letter or digit; the numbers
// of ordinary messages (amounts, times, dates, years, percentages, labelled ids) are set aside first.
// tests/fixtures/contact-scanner-corpus.json (tuning) and contact-scanner-holdout.json (held out) measure
// it: npm run report:scanner.

import { foldText } from "./fold-text";

export type ContactKind = "email" | "phone" | "link" | "handle" | "intent";
export type ContactMatch = { kind: ContactKind; text: string };
export type ScanResult = { flagged: boolean; matches: ContactMatch[] };

/** Scans one or more texts (e.g. a cover letter and its answers) together. */
export function scanContactDetails(...texts: (string | null | undefined)[]): ScanResult {
  const matches: ContactMatch[] = [];
  for (const text of texts) {
    if (!text || !text.trim()) continue;
    const norm = normalize(text);
    for (const detect of DETECTORS) matches.push(...detect(norm));
  }
  return { flagged: matches.length > 0, matches };
}

export function hasContactDetails(...texts: (string | null | undefined)[]): boolean {
  return scanContactDetails(...texts).flagged;
}

// ---------------------------------------------------------------------------------------------------
// normalisation

const TLD = "(?:com|net|org|io|co|us|me|edu|gov|info|biz|ca|uk|in|gg|de|fr|au|ly|app|dev|site|store|shop|online|studio)";
const MAIL_PROVIDERS =
  "(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|protonmail|proton|live|msn|gmx|zoho|yandex|mail|comcast|verizon|att)";

// providers whose names are nothing but a mail service
const MAIL_ONLY = "(?:gmail|googlemail|hotmail|ymail|icloud|protonmail)";

const AT_PROVIDER_RE = new RegExp(
  `\\s+at\\s+(?=${MAIL_ONLY}(?:\\s*(?:$|[.,;:!?)]|(?:dot|com)\\b))|${MAIL_PROVIDERS}\\s*(?:dot|com)\\b|[a-z0-9-]+\\s+dot\\s+${TLD}\\b)`,
  "g",
);
const AT_ANY_PROVIDER_RE = new RegExp(`\\s+at\\s+(?=${MAIL_PROVIDERS}\\b)`, "g");
const USER_NAME_BEFORE_RE = /(?:[a-z0-9_]\s+dot\s+[a-z0-9_]+|(?<![a-z0-9])[a-z]+\d+|[a-z0-9]+[._][a-z0-9_]+)$/;
const DOT_TLD_RE = new RegExp(`\\s+dot\\s+(?=${TLD}\\b)`, "g");
const SPACED_AT_RE = new RegExp(`(?<=[a-z0-9._-])\\s*@\\s*(?=${MAIL_PROVIDERS}\\b|[a-z0-9-]+\\s*\\.\\s*${TLD}\\b)`, "g");
const SPACED_DOT_RE = new RegExp(`(?<=[a-z0-9])\\s+\\.\\s+(?=${TLD}\\b)`, "g");

const UNITS: Record<string, string> = {
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const TEENS: Record<string, string> = {
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
};
const TENS: Record<string, string> = {
  twenty: "2",
  thirty: "3",
  forty: "4",
  fifty: "5",
  sixty: "6",
  seventy: "7",
  eighty: "8",
  ninety: "9",
};

export function normalize(input: string): string {
  // digits of every script, look-alike letters, invisible characters, keycaps (lib/moderation/fold-text.ts)
  let s = foldText(input)
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑‒–—―−]/g, "-");
  // "j o h n @ g m a i l . c o m", "5 5 5 1 2 3 4": runs of single characters are one word
  s = s.replace(/(?<![a-z0-9])(?:[a-z0-9@.](?:\s|$)){4,}/g, (m) => m.replace(/\s+/g, "") + (/\s$/.test(m) ? " " : ""));
  // bracketed "(at)" / "[dot]" / "{ @ }" / "(.)" and the words "at sign" / "at-sign" are always obfuscation
  s = s.replace(/\s*[([{<]\s*(?:at|@|at[\s-]?sign)\s*[)\]}>]\s*/g, "@").replace(/\s*[([{<]\s*(?:dot|\.|period)\s*[)\]}>]\s*/g, ".");
  s = s.replace(/\s+at[\s-]?(?:sign|symbol)\s+/g, "@").replace(/\bhxxp(s?)(?=:\/\/|\s*:)/g, "http$1");
  // spelled "at" before a mail provider or a spelled-out domain: "peter at yahoo dot com"
  // ("works at yahoo as a designer" is a workplace: the provider must end the phrase or take a domain)
  // "outlook", "yahoo", "live" … are products and companies too ("good at Outlook."): they need a domain
  s = s.replace(AT_PROVIDER_RE, "@");
  // after a user name ("nina dot paints at proton", "lucia88 at proton", "mike.r at yahoo") any provider counts
  s = s.replace(AT_ANY_PROVIDER_RE, (m, offset: number, str: string) =>
    USER_NAME_BEFORE_RE.test(str.slice(Math.max(0, offset - 40), offset)) ? "@" : m,
  );
  // spelled "dot" before a top-level domain, and inside the name of a spelled-out address
  s = s.replace(DOT_TLD_RE, ".");
  s = s.replace(/([a-z0-9_]+(?:\s+dot\s+[a-z0-9_]+)+)(?=@)/g, (m) => m.replace(/\s+dot\s+/g, "."));
  // "bob @ icloud . com": spaces around the symbols of an address
  s = s.replace(SPACED_AT_RE, "@");
  // "annabuilds . com" (spaces on both sides; "as asked. Ca. 3 days" is the end of a sentence)
  s = s.replace(SPACED_DOT_RE, ".");
  s = s.replace(/\s+slash\s+/g, "/");
  // number words into digits; "twenty three" → 23, "fifty" → 50; words glued to digits count too ("5five5")
  s = s.replace(
    /(?<![a-z])(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?(?![a-z])/g,
    (_m, t: string, u?: string) => TENS[t] + (u ? UNITS[u] : "0"),
  );
  s = s.replace(/(?<![a-z])(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?![a-z])/g, (m) => TEENS[m]);
  // digit words written together: "fivefivefiveohone", "ninEsiXzerO" (a word made only of them, at least four)
  s = s.replace(/(?<![a-z])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)+(?![a-z])/g, (w) => {
    const parts = w.match(/zero|oh|one|two|three|four|five|six|seven|eight|nine|\d/g)!;
    return parts.length >= 4 && parts.some((p) => p.length > 1) ? parts.map((p) => (p === "oh" ? "0" : (UNITS[p] ?? p))).join("") : w;
  });
  s = s.replace(/(?<![a-z])(zero|one|two|three|four|five|six|seven|eight|nine)(?![a-z])/g, (m) => UNITS[m]);
  // "oh" said for zero next to digits or to another such "oh": "five three oh nine", "oh one oh oh"
  if (s.includes("oh")) {
    s = s.replace(/(?<=\d[^\p{L}\p{N}]{0,3})\boh\b(?=[^\p{L}\p{N}]{0,3}\d)|(?<![a-z0-9'][\s.,-]{0,3})\boh\b(?=[\s.,-]{0,3}\d)/gu, "0");
    for (let i = 0; i < 4; i++) {
      const next = s.replace(
        /(?<=\d[^\p{L}\p{N}]{0,3})\boh\b(?=[^\p{L}\p{N}]{0,3}(?:oh\b|\d|$))|(?<=\boh[^\p{L}\p{N}]{0,3})\boh\b(?=[^\p{L}\p{N}]{0,3}\d)/gu,
        "0",
      );
      if (next === s) break;
      s = next;
    }
  }
  // letter look-alikes for digits: "O" for 0 and "l" or "|" for 1 between digits ("555-O12-3456"), inside a
  // word that is otherwise digits ("5l2", "O1OO"), or as a lone letter joined to a number by a dash or dot
  // ("l-800")
  s = s.replace(/(?<=\d[^\p{L}\p{N}]?)[o](?=[^\p{L}\p{N}]?\d)/gu, "0").replace(/(?<=\d[^\p{L}\p{N}]?)[l|](?=[^\p{L}\p{N}]?\d)/gu, "1");
  s = s.replace(/(?<![a-z0-9])[0-9ol|]*\d[0-9ol|]*(?![a-z0-9])/g, (w) =>
    /[ol|]/.test(w) ? w.replace(/o/g, "0").replace(/[l|]/g, "1") : w,
  );
  s = s.replace(/(?<![a-z0-9])[ol](?=[.-]\d{2,})/g, (c) => (c === "o" ? "0" : "1"));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// detectors

type Detector = (s: string) => ContactMatch[];

const all = (re: RegExp, s: string, kind: ContactKind): ContactMatch[] => [...s.matchAll(re)].map((m) => ({ kind, text: m[0].trim() }));

const EMAIL_RE = new RegExp(`[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}`, "g");
// "@gmail", "my gmail", "reach me at gmail." ("works at yahoo as a designer" is a workplace, not an address)
const EMAIL_PROVIDER_RE = new RegExp(
  `(?:@|\\b(?:my|your|ur|via|to)\\s+)${MAIL_PROVIDERS}(?![a-z])(?!\\s+(?:calendar|app))|\\bat\\s+${MAIL_ONLY}(?=\\s*(?:$|[.,;!?)]|(?:dot|com)\\b))`,
  "g",
);

function emails(s: string): ContactMatch[] {
  return [...all(EMAIL_RE, s, "email"), ...all(EMAIL_PROVIDER_RE, s, "email")];
}

// Labels before a number that make it an identifier, not a phone number (invoice, serial, order …).
const ID_LABEL_RE =
  /(?:#|\b(?:inv|invoice|serial|s\/?n|sn|model|order|ref|reference|po|tracking|confirmation|booking|reservation|ticket|case|batch|item|sku|part|job|unit|suite|apt|lot|vin|iban|account|acct|routing|cert(?:ificate|ification)?|licen[cs]e|permit|badge|policy|member(?:ship)?)(?:\s+(?:no|nr|number|num|id|code|#))?\.?(?:\s+is)?[\s.:#-]{0,3})$/;
const YEAR = /^(?:19|20)\d\d$/;

const PHONE_CUE_RUN_RE =
  /\b(?:tel|tele?phone|phone|ph|cell|mobile|call(?:\s+(?:or|and|\/)\s+text)?|text(?:\s+(?:or|and|\/)\s+call)?|sms|whats\s?app|fax)\b[^a-z0-9]{0,6}(\+?\(?\d(?:[^\p{L}\p{N}]{0,3}\d)*)/gu;

// Any run of characters that are neither letters nor digits separates the groups of a number: spaces, dots,
// dashes, slashes, bullets, underscores, emoji … ("555 • 867 • 5309", "555🔥867🔥5309").
const SEP = "[^\\p{L}\\p{N}]{1,5}";
const DIGIT_RUN_RE = new RegExp(`\\+?\\d+(?:${SEP}\\d+)*`, "gu");
// Separators that also list numbers ("8, 10, 12", "100/200/500", "12*24", "9:30"): a run joined by one of
// them is a phone number only in a phone number's shape.
const LIST_SEP = /[,;:/*\\&]/;
const LIST_SPLIT_RE = new RegExp(`[^\\p{L}\\p{N}]*${LIST_SEP.source}[^\\p{L}\\p{N}]*`, "u");
const PHONE_SHAPES = new Set(["3-3-4", "1-3-3-4", "3-4", "3-7", "2-4-4", "4-3-4", "4-3-3", "3-3-2-2", "5-6", "4-6", "2-3-3-4"]);
const MASK = "\u01c2"; // a letter: what is masked no longer joins digit groups

// Numbers of ordinary work messages, masked before looking for digit runs: amounts, thousands, percentages,
// times, dates, years and ranges of them. A date or year next to more digit groups is not masked ("06.12.34.56.78").
const NEAR_DIGIT_BEFORE = "(?<!\\d[^\\p{L}\\p{N}]{0,3})";
const NEAR_DIGIT_AFTER = "(?![^\\p{L}\\p{N}]{0,3}\\d)";
const DATE = "(?:(?:19|20)\\d\\d[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.](?:19|20)?\\d\\d|\\d{1,2}/\\d{1,2})";
// what joins two dates or years into a range or a list: "2024-03-15 – 2024-04-02", "2019, 2020 and 2021"
const RANGE = "(?:\\s*[-~,;&]\\s*|\\s+(?:to|and|through|thru|until|till|or)\\s+)";
const BENIGN_NUMBER_RES: RegExp[] = [
  /(?:[$€£¥₹₽₩]|\b(?:usd|eur|gbp|aed|inr|rs\.?))\s?\d[\d,.]*(?:\s?(?:k|m|bn)\b)?/g,
  /\d[\d,.]*\s?(?:[$€£¥₹]|(?:usd|eur|gbp|dollars?|bucks|euros?|pounds?|dirhams?|rupees?)\b)/g,
  /(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])/g,
  /(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?!\d)/g,
  /\d+(?:[.,]\d+)?\s?(?:%|percent\b)/g,
  /(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\b\.?)?(?!\d)/g,
  /(?<!\d)\d{1,2}(?:[.:]\d{2})?\s?[ap]\.?m\b\.?/g,
  new RegExp(`${NEAR_DIGIT_BEFORE}(?<!\\d)${DATE}(?:${RANGE}${DATE})*(?!\\d)${NEAR_DIGIT_AFTER}`, "gu"),
  new RegExp(`${NEAR_DIGIT_BEFORE}(?<!\\d)(?:19|20)\\d\\d(?:(?:${RANGE}|\\s*/\\s*)(?:19|20)?\\d\\d)*(?!\\d)${NEAR_DIGIT_AFTER}`, "gu"),
];

function maskBenignNumbers(s: string): string {
  for (const re of BENIGN_NUMBER_RES) s = s.replace(re, (m) => ` ${MASK} `.padEnd(Math.max(3, m.length), " "));
  return s;
}

function phoneShaped(run: string): boolean {
  const groups = run.split(/\D+/).filter(Boolean);
  if (groups.length >= 7 && groups.every((g) => g.length === 1)) return true; // "5/5/5/8/6/7/5/3/0/9"
  const chunks = run.split(LIST_SPLIT_RE);
  const sizes = chunks.map((c) => c.replace(/\D/g, "").length);
  if (sizes.length >= 7 && sizes.every((n) => n === 1)) return true;
  return PHONE_SHAPES.has(sizes.join("-")) || PHONE_SHAPES.has(groups.map((g) => g.length).join("-"));
}

function phones(s: string): ContactMatch[] {
  const out: ContactMatch[] = [];
  const masked = maskBenignNumbers(s);
  for (const m of masked.matchAll(DIGIT_RUN_RE)) {
    const run = m[0];
    const digits = run.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    const before = masked.slice(0, m.index);
    // glued to a word ("abc123…", a tracking code "aa1 01 2345"), after a currency sign or an id label
    if (/[a-z0-9]-?$/.test(before) || /(?:^|\s)(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]+[^\p{L}\p{N}]{1,3}$/u.test(before)) continue;
    if (/[$€£]\s*$/.test(before) || ID_LABEL_RE.test(before)) continue;
    const body = run.replace(/^\+/, "");
    const groups = body.split(/\D+/).filter(Boolean);
    if (groups.every((g) => YEAR.test(g))) continue; // "2008-2024", "2019 2020"
    if (/^\d{5}-\d{4}$/.test(body)) continue; // ZIP+4
    if (/^\d+\.\d{1,2}$/.test(body)) continue; // an amount with cents
    if (LIST_SEP.test(body) && !phoneShaped(body)) continue;
    out.push({ kind: "phone", text: run.trim() });
  }
  // next to a phone word ("tel", "call or text", "phone", "cell"), any separator joins the groups:
  // "tel 512/555/0100", "call or text 512*555*0100" (a date's slashes, far from such a word, pass)
  for (const m of masked.matchAll(PHONE_CUE_RUN_RE)) {
    const digits = m[1].replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15) out.push({ kind: "phone", text: m[1].trim() });
  }
  return out;
}

const LINK_RE =
  /(?:\b(?:facebook|fb|twitter|linkedin|instagram|instagr|lnkd|telegram|discord|discordapp|snapchat|tiktok|skype|whatsapp|messenger|threads)\.(?:com|me|in|am|gg|net)\b|(?<![a-z0-9.-])(?:x\.com|t\.me|wa\.me|m\.me)\/|\b(?:linktr\.ee|bio\.link|beacons\.ai|carrd\.co|lnk\.bio)\b)/g;
// Any web address: a scheme, "www.", or a name with a common top-level domain ("annabuilds.com/contact").
// ".in", ".de" and other short country domains count only with a scheme or "www." ("log.in" is a typo).
// Names of software ("asp.net") and Gigline's own addresses pass.
const URL_RE = /\b(?:https?|ftp):\/\/[^\s]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
const BARE_DOMAIN_RE =
  /(?<![a-z0-9@._-])(?:[a-z0-9][a-z0-9-]*\.)+(?:com|net|org|io|co|me|us|ca|app|dev|site|online|store|shop|xyz|info|biz|link|tv|gg|ai|ly|page|studio|design|pro|co\.uk)(?![a-z0-9-])(?!\.[a-z])/g;
const NOT_A_SITE = /^(?:(?:asp|vb|ado)\.net|(?:www\.)?gigline\.[a-z.]+)$/;

function links(s: string): ContactMatch[] {
  const bare = all(BARE_DOMAIN_RE, s, "link").filter((m) => !NOT_A_SITE.test(m.text));
  const urls = all(URL_RE, s, "link").filter((m) => !/^(?:https?:\/\/)?(?:www\.)?gigline\.[a-z.]+(?:\/\S*)?$/.test(m.text));
  return [...all(LINK_RE, s, "link"), ...urls, ...bare];
}

// Outside messaging channels. "signal", "line" and "snap" are ordinary words too, so they only count
// together with a contact verb or a possessive.
// The big four are matched in look-alike spellings too ("1nstagram", "wh4tsapp", "sn4pch4t", "teleqram",
// "insta-gram", "instagrammm"): each letter may be a digit or sign that looks like it, repeat, or be split
// from the next by a dash, dot, underscore, star or space. Look-alike letters of other scripts are already
// Latin here (lib/moderation/fold-text.ts).
const LEET: Record<string, string> = {
  a: "[a4@]",
  e: "[e3]",
  g: "[g9q]",
  i: "[i1l!|]",
  l: "[l1i|]",
  o: "[o0]",
  s: "[s5$z]",
  t: "[t7+]",
  p: "p",
  h: "h",
  w: "(?:w|vv|uu)",
};
const lookAlike = (word: string) => [...word].map((c) => `${LEET[c] ?? c}+`).join("[-._* ]?");
const PLATFORM = `(?:${["instagram", "insta", "telegram", "snapchat", "whatsapp"].map(lookAlike).join("|")})`;
const CHANNEL = `(?:${PLATFORM}|skype|whats\\s?app|wa|tele\\s?gram|[t7]g|signal|viber|we\\s?chat|kik|snap(?:chat)?|insta(?:gram)?|[i1]g|the\\s+gram|face\\s?book|fb|messenger|twitter|linked\\s?in|discord|imessage|facetime|hangouts|google\\s+chat|tiktok|gmail|yahoo|hotmail|outlook|icloud)`;
const CONTACT_VERB =
  "(?:add|text|message|msg|dm|call|ping|reach|contact|find|hit|talk|chat|follow|catch|connect|write|hmu|speak|move|take|switch|continue|go|hop|look)";

const HANDLE_RES: RegExp[] = [
  // skype's "live:" ids
  /\blive:\s*\.?[a-z0-9._-]{3,}/g,
  // "my insta", "your whatsapp", "my skype is …"
  new RegExp(`\\b(?:my|your|ur)\\s+(?:personal\\s+|private\\s+)?${CHANNEL}(?![a-z])`, "g"),
  // "hit me up on telegram", "let's move this to whatsapp", "ping me on teams or skype"
  new RegExp(
    `\\b${CONTACT_VERB}\\b[^.!?\\n]{0,30}?\\b(?:on|via|over|through|thru|using|in|to|at)\\s+(?:the\\s+)?(?:[a-z]+\\s+or\\s+)?${CHANNEL}(?![a-z])`,
    "g",
  ),
  // "whatsapp me", "skype me"
  new RegExp(`(?<![a-z0-9])${CHANNEL}\\s+(?:me|us)\\b`, "g"),
  // "skype id: carpenter_dan", "ig: @nails", "telegram @felix"
  // (a dash joins a handle only with a space next to it or before a handle-like name: "whatsapp-style" passes)
  new RegExp(
    `(?<![a-z0-9])${CHANNEL}\\s*(?:id|name|handle|username|user|number|#)?\\s*(?:is\\s+|[:=]\\s*|\\s-\\s*|-\\s+|-(?=@|[a-z0-9]*[._\\d]))@?[a-z0-9._-]{3,}`,
    "g",
  ),
  // a full platform name and a handle-like name: "instagram anna.builds", "snapchat anna_b22"
  new RegExp(`(?<![a-z0-9])${PLATFORM}(?![a-z])\\s+@?(?:[a-z0-9]+[._][a-z0-9._]+|[a-z]+\\d+)(?![a-z0-9])`, "g"),
  new RegExp(`(?<![a-z0-9])${CHANNEL}(?![a-z])[^.!?\\n]{0,20}@[a-z0-9._]{3,}`, "g"),
  // "i'm on linkedin as …", "find me on the gram"
  new RegExp(`\\b(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+on\\s+(?:the\\s+)?${CHANNEL}(?![a-z])`, "g"),
  // a bare @handle (an e-mail's @ is preceded by its name, so it does not match here; "@5pm" is a time)
  /(?<![a-z0-9._%+-])@(?!\d{1,2}(?:[:.]\d\d)?\s?(?:[ap]m)?(?![a-z0-9_]))[a-z0-9_.]{3,}/g,
];

function handles(s: string): ContactMatch[] {
  return HANDLE_RES.flatMap((re) => all(re, s, "handle"));
}

// Asking for, or offering, contact outside the app without writing the detail itself.
const IN_APP = "(?:here|this\\s+(?:app|chat|platform|site)|the\\s+(?:app|chat|platform|site)|gigline|in-app|our\\s+chat)";
const INTENT_RES: RegExp[] = [
  /\b(?:call|text|sms|phone|ring|fax)\s+(?:me|us)\b/g,
  /\bgive\s+(?:me|us)\s+a\s+(?:call|ring|buzz)\b/g,
  /\b(?:e-?mail|mail)\s+(?:me|us)\b/g,
  /\b(?:shoot|send|drop)\s+(?:me|us)\s+(?:an?\s+)?(?:e-?mail|text|sms|line)\b/g,
  /\b(?:my|your|ur)\s+(?:personal\s+|private\s+|work\s+|home\s+)?(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|number|cell(?:\s+phone|\s+number)?|mobile(?:\s+number)?|digits|contact\s+(?:info|details|number))\b/g,
  new RegExp(`\\b(?:reach|contact|find)\\s+(?:me|us)\\s+(?:at|on|via|through|by)\\b(?!\\s+${IN_APP})`, "g"),
  /\b(?:outside|off)\s+(?:of\s+)?(?:the|this)\s+(?:app|platform|site|website|gigline)\b/g,
  /\b(?:by|via|through|over)\s+(?:the\s+)?(?:e-?mail|phone|text|sms)\b/g,
];

function intents(s: string): ContactMatch[] {
  return INTENT_RES.flatMap((re) => all(re, s, "intent"));
}

const DETECTORS: Detector[] = [emails, phones, links, handles, intents];
