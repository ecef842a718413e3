// Character folding for the contact-details scanner: every way of writing a digit becomes 0–9 and every
// letter that looks like a Latin letter becomes that letter, so the scanner's rules only ever see ASCII
// digits and Latin letters.
//
//   1. keycap emoji ("5️⃣": 5, U+FE0F, U+20E3) and 🔟 are digits;
//   2. invisible characters go: Unicode format characters (zero-width spaces and joiners, word joiner,
//      soft hyphen, bidi controls) and variation selectors;
//   3. NFKC: full-width and mathematical letters and digits, superscripts, subscripts, circled and
//      parenthesised digits, ligatures become their plain forms;
//   4. combining marks go (NFD, then \p{M} removed): "gmáil", "5̲5̲5̲";
//   5. a decimal digit of any script (\p{Nd}: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali,
//      Thai, …) becomes 0–9 by its numeric value: Unicode keeps every script's digits as one run of ten
//      code points from zero to nine, so the value is the distance from the start of the run, modulo 10;
//      digit-valued symbols that NFKC leaves alone (dingbat and double circled digits) come from a table of
//      Unicode numeric values;
//   6. any other non-ASCII character takes its confusables skeleton (Unicode TR39, confusables.txt through
//      the `unhomoglyph` package) when that skeleton is ASCII: Cyrillic "а", Greek "α", Cherokee "Ꭲ",
//      Latin "ɡ" become "a", "a", "T", "g"; "⁄" (fraction slash) and "∕" (division slash) become "/".
//      A few look-alikes that confusables.txt leaves out (small capitals, Greek "ω" for "w") come from
//      SUPPLEMENT below;
//   7. lower case.
//
// ASCII text needs none of this: it is only lower-cased.

import confusables from "unhomoglyph/data.json";

const SKELETON = confusables as Record<string, string>;

// Digit-valued characters outside \p{Nd} that NFKC does not decompose: [first, last, value of first].
const OTHER_DIGITS: [number, number, number][] = [
  [0x24f5, 0x24fe, 1], // ⓵…⓾ double circled 1–10
  [0x24ff, 0x24ff, 0], // ⓿
  [0x2776, 0x277f, 1], // ❶…❿
  [0x2780, 0x2789, 1], // ➀…➉
  [0x278a, 0x2793, 1], // ➊…➓
  [0x1f10b, 0x1f10c, 0], // 🄋 🄌
  [0x1369, 0x1371, 1], // Ethiopic digits 1–9
  [0x17f0, 0x17f9, 0], // Khmer "lek attak" digits
];

// Latin look-alikes that confusables.txt does not map to ASCII.
const SUPPLEMENT: Record<string, string> = {
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
  ω: "w",
  ε: "e",
  τ: "t",
  κ: "k",
  χ: "x",
  η: "n",
  λ: "a",
  π: "n",
  β: "b",
  ϲ: "c",
  и: "u",
  п: "n",
  т: "t",
  к: "k",
  ш: "w",
  в: "b",
  м: "m",
  н: "h",
  г: "r",
  д: "a",
  л: "n",
  ь: "b",
};

const ND = /\p{Nd}/u;
const cache = new Map<string, string>();

function digitValue(cp: number): number | null {
  const c = String.fromCodePoint(cp);
  if (ND.test(c)) {
    let start = cp;
    while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start--;
    return (cp - start) % 10;
  }
  for (const [first, last, value] of OTHER_DIGITS) if (cp >= first && cp <= last) return value + cp - first;
  return null;
}

const ASCII_ALNUM_OR_PUNCT = /^[\x20-\x7e]+$/;

/** One non-ASCII character (after NFKC and mark removal) as the scanner should read it. */
function foldChar(c: string): string {
  const hit = cache.get(c);
  if (hit !== undefined) return hit;
  let out = c;
  const digit = digitValue(c.codePointAt(0)!);
  if (digit !== null) out = String(digit);
  else if (SUPPLEMENT[c] ?? SUPPLEMENT[c.toLowerCase()]) out = SUPPLEMENT[c] ?? SUPPLEMENT[c.toLowerCase()];
  else {
    // the skeleton of a skeleton is itself, except for a few chains ("ε" → "ꞓ" → …): follow them
    let skel = c;
    for (let i = 0; i < 3 && SKELETON[skel] !== undefined && SKELETON[skel] !== skel; i++) skel = SKELETON[skel];
    if (skel !== c && ASCII_ALNUM_OR_PUNCT.test(skel)) out = skel === "rn" ? "m" : skel;
  }
  if (cache.size < 10_000) cache.set(c, out);
  return out;
}

/** Folds digits of every script to 0–9 and look-alike letters to Latin ones, then lower-cases. */
export function foldText(input: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(input)) return input.toLowerCase();
  let s = input
    .replace(/([0-9#*])\uFE0F?\u20E3/g, "$1")
    .replace(/\u{1F51F}/gu, "10")
    .replace(/[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, "")
    .normalize("NFKC");
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(s)) {
    s = s.normalize("NFD").replace(/\p{M}/gu, "");
    // eslint-disable-next-line no-control-regex
    s = s.replace(/[^\x00-\x7f]/gu, foldChar);
  }
  return s.toLowerCase();
}
