// The contact-details scanner: figures on the labelled corpus, and the cases a person would try.
import { describe, expect, it } from "vitest";
import { hasContactDetails, normalize, scanContactDetails } from "@/lib/moderation/contact-scanner";
import { evaluate, evaluateByCategory, loadCorpus } from "@/scripts/contact-scanner-report";

const corpus = loadCorpus("corpus");
const holdout = loadCorpus("holdout");
const MAIN = ["phone", "email", "link", "handle", "spelled"];

describe("contact scanner corpora", () => {
  it("label hundreds of messages in every category, with look-alike clean ones", () => {
    for (const category of MAIN) {
      const cases = corpus.filter((c) => c.category === category);
      expect(cases.filter((c) => c.flagged).length, category).toBeGreaterThanOrEqual(100);
      expect(cases.filter((c) => !c.flagged).length, category).toBeGreaterThanOrEqual(75);
    }
    expect(holdout.length).toBeGreaterThanOrEqual(200);
    for (const cases of [corpus, holdout]) expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
    expect(holdout.filter((c) => corpus.some((t) => t.text === c.text))).toEqual([]);
  });

  it.each([
    ["the tuning corpus", corpus],
    ["the held-out corpus", holdout],
  ])("reach precision and recall ≥ 0.99 in every category of %s", (_name, cases) => {
    const overall = evaluate(cases);
    expect(overall.precision).toBeGreaterThanOrEqual(0.99);
    expect(overall.recall).toBeGreaterThanOrEqual(0.99);
    for (const r of evaluateByCategory(cases)) {
      expect(r.precision, `${r.category} wrongly flagged: ${r.wrongly.map((c) => c.text).join(" / ")}`).toBeGreaterThanOrEqual(0.99);
      expect(r.recall, `${r.category} missed: ${r.missed.map((c) => c.text).join(" / ")}`).toBeGreaterThanOrEqual(0.99);
    }
  });

  it("flags every disguised variant of the security review", () => {
    const review = corpus.filter((c) => c.set === "review");
    expect(review.length).toBe(36);
    expect(evaluate(review).missed.map((c) => c.text)).toEqual([]);
  });
});

describe("scanContactDetails", () => {
  it.each([
    ["a plain e-mail", "write me at anna.k@example.org"],
    ["an e-mail in capitals", "ANNA@EXAMPLE.ORG"],
    ["a spelled-out e-mail", "anna at gmail dot com"],
    ["a bracketed e-mail", "anna [at] example [dot] org"],
    ["a formatted US phone number", "(415) 555-2671"],
    ["a phone number in words", "four one five five five five two six seven one"],
    ["spaced digits", "4 1 5 5 5 5 2 6 7 1"],
    ["digits and words mixed", "415 five five five 26 seven one"],
    ["an international number", "+49 30 1234 5678"],
    ["a skype live id", "live:.cid.12ab34"],
    ["a skype name", "skype: anna.k"],
    ["a linkedin link", "https://linkedin.com/in/annak"],
    ["a facebook link", "www.facebook.com/annak"],
    ["a twitter link", "twitter.com/annak"],
    ["my insta", "pics are on my insta"],
    ["whatsapp me", "whatsapp me"],
    ["telegram", "hit me up on telegram"],
    ["a bare handle", "I'm @annak everywhere"],
  ])("flags %s", (_label, text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    ["an hourly price", "$25/hr"],
    ["hours", "20 hours"],
    ["a street address", "123 Main St, Springfield, IL 62704"],
    ["years", "from 2015 to 2020, and 2021-2023"],
    ["a time", "9:00 AM to 5:30 PM"],
    ["a date", "on 12/05/2024"],
    ["a large amount", "$12,500.00"],
    ["an invoice number", "invoice #20240315"],
    ["a ZIP+4", "Austin TX 78701-1234"],
    ["counting in words", "two or three helpers for one or two days"],
    ["talking about e-mail marketing", "I run email marketing and phone support for a shop"],
    ["an employer's own social pages", "You'll manage our Instagram and Facebook pages"],
    ["staying in the app", "Let's keep talking here; you can contact me through the app"],
  ])("lets %s pass", (_label, text) => {
    expect(scanContactDetails(text)).toEqual({ flagged: false, matches: [] });
  });

  it("scans several texts together (a cover letter and its answers)", () => {
    expect(hasContactDetails("A fine cover letter with nothing to hide at all.", "", null, "call me: 555 123 4567")).toBe(true);
    expect(hasContactDetails("A fine cover letter with nothing to hide at all.", "Yes, 5 years.")).toBe(false);
  });

  it("says what it found", () => {
    const r = scanContactDetails("mail anna@example.org or call 555-123-4567");
    expect(r.matches.map((m) => m.kind)).toEqual(expect.arrayContaining(["email", "phone"]));
  });

  it("normalises disguises before looking", () => {
    expect(normalize("five five five")).toBe("5 5 5");
    expect(normalize("j o h n @ g m a i l . c o m")).toBe("john@gmail.com");
    expect(normalize("tom dot baker at gmail dot com")).toBe("tom.baker@gmail.com");
  });
});
