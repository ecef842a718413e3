// The offline job helper: a good draft from Gigline's templates for every sub-category, chosen by the
// job's categories and skills (never by words in the title), with 7 distinct screening questions.
import { describe, expect, it } from "vitest";
import { chooseTemplates, inSentence, localJobDraft, type JobContext } from "@/lib/assistant/local-job-draft";
import { ALL_TEMPLATES, templateByName } from "@/lib/assistant/templates";
import { parseDraft } from "@/lib/assistant/openai-job-draft";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { CATEGORY_TREE } from "@/prisma/seed/categories";

const SUBS = CATEGORY_TREE.flatMap((c) => c.subCategories.map((sub) => ({ top: c.name, sub })));
const norm = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The bullet lines of one section of a draft ("What you will do:" …) */
function section(description: string, heading: string): string[] {
  const lines = description.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("- ")) break;
    out.push(line.slice(2));
  }
  return out;
}

/** Sentences that read as fragments: the old helper's "Proven experience with skilled." and kin. */
function fragments(text: string): string[] {
  const bad: RegExp[] = [
    /\b(?:with|for|in|as|a|an|the|of)\s+(?:skilled|experienced|reliable|professional|general|good)\s*[.?!]/i, // "with skilled."
    /\b(?:skilled|experienced|reliable)\s*\.\s*$/im, // a sentence ending on "skilled." and the like
    /\bundefined\b|\bnull\b|\bNaN\b|\[object/,
    /\ba (?:[aei]\w|o(?!ne\b)\w)/, // "a experienced"
    /\ban [bcdfgjklmnpqrstvwxz]/, // "an bartender"
    / {2,}| [,.?!]|\.\./,
    /\bthe the\b|\ba a\b/i,
  ];
  return bad.flatMap((re) => text.match(re) ?? []);
}

const job = (over: Partial<JobContext>): JobContext => ({
  title: "Weekend shift",
  categories: [],
  skills: [],
  payType: "Hourly",
  price: 28,
  duration: 8,
  type: "One-time job",
  location: "Austin, TX",
  ...over,
});

describe("the templates", () => {
  it("cover every sub-category of the tree with real content", () => {
    for (const { sub } of SUBS) {
      const t = templateByName(sub);
      expect(t, sub).toBeDefined();
      expect(t!.duties.length, sub).toBeGreaterThanOrEqual(4);
      expect(t!.duties.length, sub).toBeLessThanOrEqual(6);
      expect(t!.requirements.length, sub).toBeGreaterThanOrEqual(3);
      expect(t!.requirements.length, sub).toBeLessThanOrEqual(5);
      expect(t!.questions.length, sub).toBeGreaterThanOrEqual(3);
      expect(t!.questions.length, sub).toBeLessThanOrEqual(5);
      for (const s of [t!.summary, ...t!.duties, ...t!.requirements, ...t!.certifications]) {
        expect(s, `${sub}: ${s}`).toMatch(/^[A-Z].*\.$/);
      }
      for (const q of t!.questions) expect(q, `${sub}: ${q}`).toMatch(/^[A-Z].*\?$/);
      expect(new Set(t!.questions.map(norm)).size, sub).toBe(t!.questions.length);
      expect(fragments([t!.summary, ...t!.duties, ...t!.requirements, ...t!.certifications, ...t!.questions].join("\n")), sub).toEqual([]);
      expect(hasContactDetails(t!.summary, ...t!.duties, ...t!.requirements, ...t!.certifications, ...t!.questions), sub).toBe(false);
    }
    // and nothing outside the tree
    expect(ALL_TEMPLATES.map((t) => t.name).sort()).toEqual(SUBS.map((s) => s.sub).sort());
  });

  it("name certifications only where they apply", () => {
    const certs = (sub: string) => templateByName(sub)!.certifications.join(" ");
    expect(certs("Bartender")).toMatch(/TABC/);
    expect(certs("Bartender")).toMatch(/food handler/);
    expect(certs("Line Cook")).toMatch(/food handler/);
    expect(certs("Sous Chef")).toMatch(/ServSafe Food Protection Manager/);
    expect(certs("General Labor")).toMatch(/OSHA 10/);
    expect(certs("CDL Driver")).toMatch(/Class A or Class B CDL/);
    expect(certs("HVAC Technician")).toMatch(/EPA Section 608/);
    expect(certs("Forklift Operator")).toMatch(/OSHA/);
    expect(certs("Pharmacy Technician")).toMatch(/PTCB/);
    for (const office of ["Receptionist", "Data Entry", "Cashier", "Web Developer"])
      expect(certs(office), office).not.toMatch(/OSHA|TABC|CDL|food handler/);
  });
});

describe("localJobDraft", () => {
  it("writes a full, grammatical draft with 7 distinct questions for every sub-category", () => {
    for (const { sub } of SUBS) {
      const d = localJobDraft(job({ categories: [sub], skills: ["Teamwork"] }));
      const t = templateByName(sub)!;
      const duties = section(d.description, "What you will do:");
      const requirements = section(d.description, "What we are looking for:");
      expect(duties.length, sub).toBeGreaterThanOrEqual(5);
      expect(duties, sub).toEqual(expect.arrayContaining(t.duties));
      expect(requirements, sub).toEqual(expect.arrayContaining(t.requirements));
      if (t.certifications.length)
        expect(section(d.description, "Certifications and licenses:"), sub).toEqual(expect.arrayContaining(t.certifications));
      for (const line of [...duties, ...requirements]) expect(line, `${sub}: ${line}`).toMatch(/^[A-Z].*\.$/);
      expect(d.description, sub).toContain(`an experienced ${t.role}`);
      expect(d.questions, sub).toHaveLength(7);
      expect(new Set(d.questions.map(norm)).size, sub).toBe(7);
      expect(d.questions.filter((q) => t.questions.includes(q)).length, sub).toBeGreaterThanOrEqual(3);
      for (const q of d.questions) expect(q, `${sub}: ${q}`).toMatch(/^[A-Z].*\?$/);
      expect(fragments(d.description), sub).toEqual([]);
      expect(fragments(d.questions.join("\n")), sub).toEqual([]);
      expect(hasContactDetails(d.description, ...d.questions), sub).toBe(false);
    }
  });

  it("chooses by category, not by words in the title: a rooftop party bartender gets bartending questions", () => {
    const d = localJobDraft(job({ title: "Rooftop party", categories: ["Bartender"], skills: ["Mixology"] }));
    const questions = d.questions.join(" ");
    expect(questions).not.toMatch(/roof|height|hidden damage/i);
    expect(questions).toMatch(/TABC/);
    expect(questions).toMatch(/Old Fashioned/);
    expect(d.description).toContain("Rooftop party");
    expect(d.description).toContain("Mix and serve cocktails");
    expect(d.description).not.toMatch(/roofing|shingle/i);
    // and the other way round: a carpentry job whose title mentions a bar
    const shelves = localJobDraft(job({ title: "Build the bartender station shelves", categories: ["Carpenter"] }));
    expect(shelves.questions.join(" ")).toMatch(/plumb and square|framing/);
    expect(shelves.questions.join(" ")).not.toMatch(/cocktail|TABC|alcohol/i);
  });

  it("never writes the old fragments, even with no category or skill", () => {
    const bare = localJobDraft({ title: "Help at a garage sale", categories: [], skills: [] });
    expect(bare.description).not.toMatch(/skilled/);
    expect(bare.description).toContain("Help at a garage sale");
    expect(fragments(bare.description)).toEqual([]);
    expect(bare.questions).toHaveLength(7);
    expect(new Set(bare.questions.map(norm)).size).toBe(7);
  });

  it("merges several categories without repeating a question, a duty or a certification", () => {
    const d = localJobDraft(job({ title: "Wedding reception", categories: ["Bartender", "Barback", "Banquet Server"] }));
    expect(d.questions).toHaveLength(7);
    expect(new Set(d.questions.map(norm)).size).toBe(7);
    const qs = d.questions.join(" ");
    expect(qs).toMatch(/Old Fashioned/); // bartender
    expect(qs).toMatch(/kegs/); // barback
    expect(qs).toMatch(/banquet/); // banquet server
    expect(d.questions.filter((q) => /TABC/.test(q))).toHaveLength(1);
    const duties = section(d.description, "What you will do:");
    expect(new Set(duties).size).toBe(duties.length);
    const certs = section(d.description, "Certifications and licenses:");
    expect(new Set(certs).size).toBe(certs.length);
    expect(certs.filter((c) => /alcohol/.test(c))).toHaveLength(1);
    expect(d.description).toContain("an experienced bartender who can also work as a barback and a banquet server");

    // every pair of sub-categories of a top category: 7 distinct questions, and no question that
    // differs only by the category's name (the old helper asked the same question once per category)
    for (const c of CATEGORY_TREE) {
      for (const a of c.subCategories) {
        for (const b of c.subCategories) {
          if (a >= b) continue;
          const pair = localJobDraft(job({ categories: [a, b] }));
          const stripped = pair.questions.map((q) =>
            norm(q.replaceAll(a, "X").replaceAll(b, "X").replaceAll(a.toLowerCase(), "X").replaceAll(b.toLowerCase(), "X")),
          );
          expect(new Set(stripped).size, `${a} + ${b}`).toBe(7);
        }
      }
    }
  });

  it("uses the skills: a requirement phrase, and the trade when no category is known", () => {
    const sink = localJobDraft(
      job({ title: "Fix a leaking kitchen sink", categories: ["Plumbing"], skills: ["Pipe repair", "Drain cleaning"] }),
    );
    expect(sink.description).toContain("Skills that matter for this job: pipe repair and drain cleaning.");
    expect(sink.description).toContain("an experienced plumber helper");
    expect(sink.questions.join(" ")).toMatch(/PEX/);
    expect(chooseTemplates({ categories: [], skills: ["Pipe repair"] }).map((t) => t.name)).toEqual(["Plumber Helper"]);
    expect(chooseTemplates({ categories: [], skills: ["Window cleaning"] }).map((t) => t.name)).toEqual(["Window Washer"]);
    expect(chooseTemplates({ categories: [], skills: ["Office cleaning"] }).map((t) => t.name)).toEqual(["Commercial Cleaner"]);
    expect(chooseTemplates({ categories: [], skills: ["React", "TypeScript"] }).map((t) => t.name)).toEqual(["Web Developer"]);
    expect(chooseTemplates({ categories: [], skills: ["CDL driver"] }).map((t) => t.name)).toEqual(["CDL Driver"]);
    // a top category is refined by the skills, else its usual sub-category
    expect(chooseTemplates({ categories: ["Hospitality"], skills: ["Mixology"] }).map((t) => t.name)).toEqual(["Bartender"]);
    expect(chooseTemplates({ categories: ["Hospitality"], skills: [] }).map((t) => t.name)).toEqual(["Server"]);
    // the category wins over the skills
    expect(chooseTemplates({ categories: ["Dishwasher"], skills: ["React"] }).map((t) => t.name)).toEqual(["Dishwasher"]);
  });

  it("puts the pay, duration, job type and location into the draft and questions, the same way every time", () => {
    const hourly = localJobDraft(job({ categories: ["Line Cook"], price: 45, duration: 4 }));
    expect(hourly.description).toContain("Pay: hourly, $45.00/hr, about 4 hours of work");
    expect(hourly.description).toContain("in Austin, TX for this one-time job: Weekend shift.");
    expect(hourly.questions.some((q) => q.includes("estimated at 4 hours"))).toBe(true);
    expect(hourly.questions.some((q) => q.includes("The work is in Austin, TX."))).toBe(true);
    const fixed = localJobDraft(
      job({
        title: "Build a booking page",
        categories: ["Web Developer"],
        payType: "Fixed",
        price: 800,
        duration: 5,
        type: "Ongoing job",
        location: undefined,
      }),
    );
    expect(fixed.description).toContain("Pay: fixed price of $800.00, about 5 days of work");
    expect(fixed.description).toContain("This is an ongoing job");
    expect(fixed.questions.some((q) => q.includes("fixed price of $800.00 for about 5 days"))).toBe(true);
    expect(localJobDraft(job({ categories: ["Line Cook"], price: 45, duration: 4 }))).toEqual(hourly);
  });
});

describe("inSentence", () => {
  it("lower-cases plain skills and keeps names", () => {
    expect(["Pipe repair", "Cleaning", "React", "TypeScript", "Node.js", "CPR"].map(inSentence)).toEqual([
      "pipe repair",
      "cleaning",
      "React",
      "TypeScript",
      "Node.js",
      "CPR",
    ]);
  });
});

describe("parseDraft (an OpenAI-compatible answer)", () => {
  const seven = Array.from({ length: 7 }, (_, i) => `Question ${i + 1}?`);
  it("reads the JSON object, even inside a code fence", () => {
    expect(parseDraft("```json\n" + JSON.stringify({ description: "Desc", questions: seven }) + "\n```")).toEqual({
      description: "Desc",
      questions: seven,
    });
  });
  it("refuses fewer than 7 questions or no description", () => {
    expect(parseDraft(JSON.stringify({ description: "Desc", questions: seven.slice(0, 6) }))).toBeNull();
    expect(parseDraft(JSON.stringify({ questions: seven }))).toBeNull();
    expect(parseDraft("Sorry, I cannot help.")).toBeNull();
  });
});
