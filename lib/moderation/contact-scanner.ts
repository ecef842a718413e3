// The contact-details scanner (using phone numbers, e-mails or other outside contact
// means is a terms violation). It flags e-mails, phone numbers, skype/live handles, social links and the
// disguised forms people use to slip past such filters (digits spelled out or spaced, "name at gmail dot
// com", "my insta", "whatsapp me"), while plain work messages (prices, hours, addresses, years, times)
// pass. Pure and synchronous: job save, apply and later chat/booking all call it.
//
// How: the text is normalised first (lower case, spaced letters joined, "(at)"/"dot"/"slash" spelled
// out turned back into symbols, number words into digits), then a handful of detectors run on it.
// tests/fixtures/contact-scanner-corpus.json measures it (npm run report:scanner).

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

const TLD = "(?:com|net|org|io|co|us|me|edu|gov|info|biz|ca|uk|in|gg|de|fr|au|ly|app|dev)";
const MAIL_PROVIDERS =
  "(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|protonmail|proton|live|msn|gmx|zoho|yandex|mail|comcast|verizon|att)";

const UNITS: Record<string, string> = {
  zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9",
};
const TEENS: Record<string, string> = {
  ten: "10", eleven: "11", twelve: "12", thirteen: "13", fourteen: "14", fifteen: "15", sixteen: "16",
  seventeen: "17", eighteen: "18", nineteen: "19",
};
const TENS: Record<string, string> = {
  twenty: "2", thirty: "3", forty: "4", fifty: "5", sixty: "6", seventy: "7", eighty: "8", ninety: "9",
};

export function normalize(input: string): string {
  let s = input
    // keycap emoji digits ("5️⃣" is 5, U+FE0F, U+20E3) and "🔟" are digits
    .replace(/([0-9#*])\uFE0F?\u20E3/g, "$1")
    .replace(/\u{1F51F}/gu, "10")
    // invisible characters (zero-width spaces and joiners, bidi controls, soft hyphens: Unicode "format"
    // characters) and variation selectors hide nothing a reader sees, so they go before anything else
    .replace(/[\p{Cf}\uFE00-\uFE0F]/gu, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑‒–—]/g, "-");
  // "j o h n @ g m a i l . c o m", "5 5 5 1 2 3 4": runs of single characters are one word
  s = s.replace(/(?<![a-z0-9])(?:[a-z0-9@.](?:\s|$)){4,}/g, (m) => m.replace(/\s+/g, "") + (/\s$/.test(m) ? " " : ""));
  // bracketed "(at)" / "[dot]" are always obfuscation
  s = s.replace(/\s*[([{<]\s*(?:at|@)\s*[)\]}>]\s*/g, "@").replace(/\s*[([{<]\s*(?:dot|\.)\s*[)\]}>]\s*/g, ".");
  // spelled "at" before a mail provider or a spelled-out domain: "peter at yahoo dot com"
  s = s.replace(new RegExp(`\\s+at\\s+(?=${MAIL_PROVIDERS}\\b|[a-z0-9-]+\\s+dot\\s+${TLD}\\b)`, "g"), "@");
  // spelled "dot" before a top-level domain, and inside the name of a spelled-out address
  s = s.replace(new RegExp(`\\s+dot\\s+(?=${TLD}\\b)`, "g"), ".");
  s = s.replace(/([a-z0-9_]+(?:\s+dot\s+[a-z0-9_]+)+)(?=@)/g, (m) => m.replace(/\s+dot\s+/g, "."));
  // "bob @ icloud . com": spaces around the symbols of an address
  s = s.replace(new RegExp(`(?<=[a-z0-9._-])\\s*@\\s*(?=${MAIL_PROVIDERS}\\b|[a-z0-9-]+\\s*\\.\\s*${TLD}\\b)`, "g"), "@");
  s = s.replace(new RegExp(`(?<=[a-z0-9])\\s*\\.\\s*(?=${TLD}\\b)`, "g"), ".");
  s = s.replace(/\s+slash\s+/g, "/");
  // number words into digits; "twenty three" → 23, "fifty" → 50; words glued to digits count too ("5five5")
  s = s.replace(
    /(?<![a-z])(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?(?![a-z])/g,
    (_m, t: string, u?: string) => TENS[t] + (u ? UNITS[u] : "0"),
  );
  s = s.replace(/(?<![a-z])(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?![a-z])/g, (m) => TEENS[m]);
  s = s.replace(/(?<![a-z])(zero|one|two|three|four|five|six|seven|eight|nine)(?![a-z])/g, (m) => UNITS[m]);
  // "oh" said for zero next to digits or to another such "oh": "five three oh nine", "oh one oh oh"
  s = s.replace(/(?<=\d[\s.,-]{0,3})\boh\b(?=[\s.,-]{0,3}\d)|(?<![a-z0-9'][\s.,-]{0,3})\boh\b(?=[\s.,-]{0,3}\d)/g, "0");
  for (let i = 0; i < 4; i++) {
    const next = s.replace(/(?<=\d[\s.,-]{0,3})\boh\b(?=[\s.,-]{0,3}(?:oh\b|\d|$))|(?<=\boh[\s.,-]{0,3})\boh\b(?=[\s.,-]{0,3}\d)/g, "0");
    if (next === s) break;
    s = next;
  }
  // letter look-alikes for digits: "O" for 0 and "l" or "|" for 1 between digits ("555-O12-3456"), inside a
  // word that is otherwise digits ("5l2", "O1OO"), or as a lone letter joined to a number by a dash or dot
  // ("l-800")
  s = s.replace(/(?<=\d[\s.-]?)[o](?=[\s.-]?\d)/g, "0").replace(/(?<=\d[\s.-]?)[l|](?=[\s.-]?\d)/g, "1");
  s = s.replace(/(?<![a-z0-9])[0-9ol|]*\d[0-9ol|]*(?![a-z0-9])/g, (w) => (/[ol|]/.test(w) ? w.replace(/o/g, "0").replace(/[l|]/g, "1") : w));
  s = s.replace(/(?<![a-z0-9])[ol](?=[.-]\d{2,})/g, (c) => (c === "o" ? "0" : "1"));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// detectors

type Detector = (s: string) => ContactMatch[];

const all = (re: RegExp, s: string, kind: ContactKind): ContactMatch[] => [...s.matchAll(re)].map((m) => ({ kind, text: m[0].trim() }));

const EMAIL_RE = new RegExp(`[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}`, "g");
const EMAIL_PROVIDER_RE = new RegExp(`(?:@|\\b(?:at|my|your|ur|via|to)\\s+)${MAIL_PROVIDERS}(?![a-z])(?!\\s+(?:calendar|app))`, "g");

function emails(s: string): ContactMatch[] {
  return [...all(EMAIL_RE, s, "email"), ...all(EMAIL_PROVIDER_RE, s, "email")];
}

// Labels before a number that make it an identifier, not a phone number (invoice, serial, order …).
const ID_LABEL_RE =
  /(?:#|\b(?:inv|invoice|serial(?:\s+(?:no|number))?|s\/?n|sn|model|order|ref|reference|po|tracking|confirmation|unit|suite|apt|lot|vin|(?:cert(?:ificate|ification)?|licen[cs]e|permit|badge|policy|member(?:ship)?)(?:\s+(?:no|number|id|#))?(?:\s+is)?)[\s.:#-]{0,3})$/;
const YEAR = /^(?:19|20)\d\d$/;

const PHONE_CUE_RUN_RE =
  /\b(?:tel|tele?phone|phone|ph|cell|mobile|call(?:\s+(?:or|and|\/)\s+text)?|text(?:\s+(?:or|and|\/)\s+call)?|sms|whats\s?app|fax)\b[^a-z0-9]{0,6}(\+?\(?\d(?:[\s.()/*_|\\-]{0,3}\d)*)/g;

function phones(s: string): ContactMatch[] {
  const out: ContactMatch[] = [];
  // digits with the separators people put in phone numbers: spaces, dots, dashes, brackets, a leading +
  for (const m of s.matchAll(/\+?\(?\d(?:[\s.()-]{0,3}\d)*/g)) {
    const run = m[0];
    const digits = run.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    const before = s.slice(0, m.index);
    if (/[$€£]\s*$/.test(before) || /[a-z0-9]-?$/.test(before) || ID_LABEL_RE.test(before)) continue;
    const groups = run.split(/[\s.()-]+/).filter(Boolean);
    if (groups.every((g) => YEAR.test(g))) continue; // "2008-2024", "2019 2020"
    if (/^\d{5}-\d{4}$/.test(run.trim())) continue; // ZIP+4
    if (/^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(run.trim())) continue; // a date
    if (/^\d+\.\d{1,2}$/.test(run.trim())) continue; // an amount with cents
    out.push({ kind: "phone", text: run.trim() });
  }
  // next to a phone word ("tel", "call or text", "phone", "cell"), any separator joins the groups:
  // "tel 512/555/0100", "call or text 512*555*0100" (a date's slashes, far from such a word, pass)
  for (const m of s.matchAll(PHONE_CUE_RUN_RE)) {
    const digits = m[1].replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15) out.push({ kind: "phone", text: m[1].trim() });
  }
  // 3-3-4 groups split by slashes or stars are a phone number's shape, not a date's (1-2/1-2/2-4)
  for (const m of s.matchAll(/(?<![\d/*])\(?\d{3}\)?\s*[/*]\s*\d{3}\s*[/*]\s*\d{4}(?![\d/*])/g)) out.push({ kind: "phone", text: m[0].trim() });
  // numbers split by commas ("555, 867, 5309") only when the groups have a phone number's shape
  for (const m of s.matchAll(/\d[\d\s.-]*\d(?:\s*,\s*\d[\d\s.-]*\d){1,3}/g)) {
    const sizes = m[0].split(",").map((g) => g.replace(/\D/g, "").length).join("-");
    if (["3-3-4", "1-3-3-4", "3-4", "2-4-4"].includes(sizes)) out.push({ kind: "phone", text: m[0].trim() });
  }
  return out;
}

const LINK_RE =
  /(?:\b(?:facebook|fb|twitter|linkedin|instagram|instagr|lnkd|telegram|discord|discordapp|snapchat|tiktok|skype|whatsapp|messenger|threads)\.(?:com|me|in|am|gg|net)\b|(?<![a-z0-9.-])(?:x\.com|t\.me|wa\.me|m\.me)\/|\b(?:linktr\.ee|bio\.link|beacons\.ai|carrd\.co|lnk\.bio)\b)/g;

function links(s: string): ContactMatch[] {
  return all(LINK_RE, s, "link");
}

// Outside messaging channels. "signal", "line" and "snap" are ordinary words too, so they only count
// together with a contact verb or a possessive.
const CHANNEL =
  "(?:skype|whats\\s?app|wa|tele\\s?gram|tg|signal|viber|we\\s?chat|kik|snap(?:chat)?|insta(?:gram)?|ig|the\\s+gram|face\\s?book|fb|messenger|twitter|linked\\s?in|discord|imessage|facetime|hangouts|google\\s+chat|tiktok|gmail|yahoo|hotmail|outlook|icloud)";
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
  new RegExp(`\\b${CHANNEL}\\s+(?:me|us)\\b`, "g"),
  // "skype id: carpenter_dan", "ig: @nails", "telegram @felix"
  new RegExp(`\\b${CHANNEL}\\s*(?:id|name|handle|username|user|number|#)?\\s*(?:is\\s+|[:=-]\\s*)@?[a-z0-9._-]{3,}`, "g"),
  new RegExp(`\\b${CHANNEL}\\b[^.!?\\n]{0,20}@[a-z0-9._]{3,}`, "g"),
  // "i'm on linkedin as …", "find me on the gram"
  new RegExp(`\\b(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+on\\s+(?:the\\s+)?${CHANNEL}(?![a-z])`, "g"),
  // a bare @handle (an e-mail's @ is preceded by its name, so it does not match here)
  /(?<![a-z0-9._%+-])@[a-z0-9_.]{3,}/g,
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
