// The disguises a held-out set of contacts uses, and clean texts that must keep passing.
import { describe, expect, it } from "vitest";
import { hasContactDetails, normalize, scanContactDetails } from "@/lib/moderation/contact-scanner";
import { foldText } from "@/lib/moderation/fold-text";
import { evaluate, loadCorpus } from "@/scripts/contact-scanner-report";

const K = "\uFE0F\u20E3";
const keycaps = (s: string) => [...s].map((c) => (/\d/.test(c) ? c + K : c)).join("");

describe("disguised contacts are flagged", () => {
  it.each([
    ["a zero-width space inside an e-mail", "office@bright\u200Bcleaning\u200B.co"],
    ["a word joiner inside an e-mail", "tom\u2060@\u2060bakerplumbing.us"],
    ["a soft hyphen and zero-width spaces", "anna\u00AD.k\u200B@\u200Bexample\u200B.org"],
    ["l for 1 and O for 0", "Call 5l2-555-O1OO"],
    ["look-alikes with dots", "3O5.4l7.88l2"],
    ["a lone look-alike before a dash", "Text l-800-555-Ol99"],
    ["a number said in groups", "five twelve, five five five, oh one oh oh"],
    ["groups with oh for zero", "nine one seven, eight oh two, four four oh oh"],
    ["slashes next to tel", "tel 512/555/0100"],
    ["stars next to call or text", "call or text 512*555*0100"],
    ["spaced slashes", "Tel: 305 / 417 / 8812"],
    ["keycap digits", keycaps("5125550100")],
    ["keycap digits in groups", `Ring ${keycaps("415")} ${keycaps("555")} ${keycaps("2671")}`],
  ])("%s", (_label, text) => {
    expect(hasContactDetails(text)).toBe(true);
  });
});

describe("clean texts still pass", () => {
  it.each([
    ["an address with a ZIP code", "The venue is at 2200 N Lamar Blvd, Austin TX 78705."],
    ["a ZIP+4", "Ship to 742 Evergreen Terrace, Springfield OR 97403-1234."],
    ["a certificate number", "My ServSafe certificate number is 20914871, valid until 2026."],
    ["a dashed certificate number", "Certificate No. 4471-2209-18 is attached."],
    ["a licence number", "License #CA-1048823, insured up to $1,000,000."],
    ["dates with slashes", "Shift dates: 11/28/2026, 12/05/2026 and 12/12/2026."],
    ["times", "Shifts run 6:00-14:30 and 14:30-23:00."],
    ["prices", "Budget $1,150 fixed, plus $50 for supplies; overtime at $32.50/hr."],
    ["slash and star quantities", "We stock boxes of 100/200/500 gloves and 12*24 trays."],
    ["oh as a word", "I said oh no when I saw 2 leaks and 1 broken pipe."],
    ["room numbers with look-alikes", "Rooms 1O1 and 1O2 need painting before Friday."],
    ["a keycap in a sentence", `${keycaps("5")} years of experience.`],
    ["call or text through the app", "Call or text through the app chat if the 3 pm slot changes."],
  ])("%s", (_label, text) => {
    expect(scanContactDetails(text)).toEqual({ flagged: false, matches: [] });
  });
});

describe("normalisation", () => {
  it("drops invisible characters and reads keycaps and look-alikes as digits", () => {
    expect(normalize("a\u200Bb\u202Ec")).toBe("abc");
    expect(normalize(keycaps("512"))).toBe("512");
    expect(normalize("5l2-555-O1OO")).toBe("512-555-0100");
    expect(normalize("oh one oh oh, 5")).toBe("0 1 0 0, 5");
  });
});

describe("character folding", () => {
  it("reads the decimal digits of every script as 0–9", () => {
    const nd = /\p{Nd}/u;
    let runs = 0;
    for (let cp = 0x80; cp < 0x110000; cp++) {
      const c = String.fromCodePoint(cp);
      if (!nd.test(c) || nd.test(String.fromCodePoint(cp - 1))) continue;
      runs++;
      const ten = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(cp + i)).join("");
      expect(foldText(ten), `digits from U+${cp.toString(16)}`).toBe("0123456789");
      cp += 9;
    }
    expect(runs).toBeGreaterThan(50);
  });

  it.each([
    ["full-width", "５５５－８６７", "555-867"],
    ["Arabic-Indic", "٥٥٥٨٦٧", "555867"],
    ["Extended Arabic-Indic", "۵۵۵۸۶۷", "555867"],
    ["Devanagari", "५५५८६७", "555867"],
    ["Bengali", "৫৫৫৮৬৭", "555867"],
    ["mathematical bold", "𝟓𝟓𝟓", "555"],
    ["circled", "⑤⓪", "50"],
    ["dingbat circled", "❺➀➓⓿", "51100"],
    ["parenthesised", "⑸⑼", "(5)(9)"],
    ["superscript and subscript", "⁵⁵₅", "555"],
    ["keycaps", "5\uFE0F\u20E39\uFE0F\u20E3", "59"],
    ["zero-width characters", "5\u200B5\u200D5\u2060", "555"],
    ["Cyrillic look-alikes", "gmаil.соm", "gmail.com"],
    ["Greek look-alikes", "whαtsαpp ωhatsapp", "whatsapp whatsapp"],
    ["small capitals", "ɪɴsᴛᴀɢʀᴀᴍ", "instagram"],
    ["Cherokee and Latin look-alikes", "Ꭲelegram ɡmail", "telegram gmail"],
    ["accents", "gmáil", "gmail"],
    ["fraction and division slashes", "5⁄5∕5", "5/5/5"],
  ])("folds %s", (_label, text, expected) => {
    expect(foldText(text)).toBe(expected);
  });
});

describe("the corpus sets", () => {
  it("keeps precision and recall at 1.00 on the hand-written sets", () => {
    const corpus = loadCorpus("corpus");
    const hardening = corpus.filter((c) => c.set === "hardening");
    expect(hardening.filter((c) => c.flagged).length).toBeGreaterThanOrEqual(15);
    expect(hardening.filter((c) => !c.flagged).length).toBeGreaterThanOrEqual(15);
    for (const set of ["tuning", "holdout", "hardening", "review"]) {
      const r = evaluate(corpus.filter((c) => c.set === set));
      expect(r.precision, `${set} wrongly flagged: ${r.wrongly.map((c) => c.text).join(" / ")}`).toBe(1);
      expect(r.recall, `${set} missed: ${r.missed.map((c) => c.text).join(" / ")}`).toBe(1);
    }
  });
});
