// Small rules behind everyday screens: one request and one toast per press, the employer's first-job prompt,
// ads for the viewer's role, the payment confirmation, the job draft's prerequisites, screening questions'
// marks and required answers, one logo, and the sign-up steps' copy.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { singleFlight } from "@/hooks/use-api-mutation";
import { addToast, type Toast } from "@/components/ui/toast";
import { employerOpenEmpty } from "@/components/dashboard/home-empty";
import { adsFor } from "@/components/dashboard/ad-targeting";
import { parseAds } from "@/lib/settings/get-setting";
import { DEFAULT_ADS } from "@/prisma/seed/settings";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { draftNeeds, NEED_CATEGORY, NEED_CONTEXT } from "@/lib/assistant/schemas";
import { missingAnswers, questionBadge, readScreenQuestions } from "@/lib/jobs/screen-questions";
import { EDUCATION_EMPTY, EDUCATION_INTRO } from "@/components/auth/education-step";

describe("one press, one request, one toast", () => {
  it("joins a repeat call with the same variables while the first runs; others go out", async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const run = singleFlight(async (vars: { id: string }) => {
      calls += 1;
      await gate;
      return vars.id;
    });
    const first = run({ id: "a" });
    const double = run({ id: "a" });
    const other = run({ id: "b" });
    expect(double).toBe(first);
    release();
    expect(await Promise.all([first, double, other])).toEqual(["a", "a", "b"]);
    expect(calls).toBe(2);
    // once settled, the same press again is a new call
    await run({ id: "a" });
    expect(calls).toBe(3);
  });

  it("shows a message once while the same one is on screen", () => {
    const t = (id: number, text: string, kind: Toast["kind"] = "success"): Toast => ({ id, kind, text });
    let list = addToast([], t(1, "Saved"));
    list = addToast(list, t(2, "Saved"));
    expect(list.map((x) => x.id)).toEqual([1]);
    list = addToast(list, t(3, "Saved", "error"));
    list = addToast(list, t(4, "Other"));
    expect(list.map((x) => x.id)).toEqual([1, 3, 4]);
  });
});

describe("the employer's empty OPEN tab", () => {
  it("says 'Post your first job' only to an employer without any job", () => {
    expect(employerOpenEmpty({ open: 0, active: 0, completed: 0 }).action.label).toBe("Post your first job");
    for (const counts of [
      { open: 0, active: 3, completed: 0 },
      { open: 0, active: 1, completed: 2 },
      { open: 0, active: 0, completed: 1 },
    ]) {
      const empty = employerOpenEmpty(counts);
      expect(empty.action).toEqual({ href: "/dashboard/job", label: "Post a job" });
      expect(`${empty.title} ${empty.text}`).not.toMatch(/first|yet/i);
    }
  });
});

describe("ads", () => {
  const ads = parseAds(DEFAULT_ADS);
  it("keep their audience; employer products are shown to employers only", () => {
    expect(adsFor(ads, "customer").map((a) => a._id)).toEqual(["ad-benefits", "ad-subscription", "ad-background-checks"]);
    expect(adsFor(ads, "provider").map((a) => a._id)).toEqual(["ad-benefits"]);
    expect(adsFor(ads, "admin").map((a) => a._id)).toEqual(["ad-benefits"]);
  });

  it("without an audience, lead only to a screen of the viewer's own menu (outside links are for all)", () => {
    const open = parseAds([
      { _id: "plan", title: "Plans", image: "/p.svg", link: "/dashboard/subscription" },
      { _id: "jobs", title: "Jobs", image: "/j.svg", link: "/dashboard/my-jobs?tab=x" },
      { _id: "out", title: "Partner", image: "/o.svg", link: "https://example.com/offer" },
    ]);
    expect(adsFor(open, "provider").map((a) => a._id)).toEqual(["jobs", "out"]);
    expect(adsFor(open, "customer").map((a) => a._id)).toEqual(["plan", "out"]);
  });
});

describe("the payment confirmation", () => {
  it("names the amount added to the wallet instead of 'currency: USD'", () => {
    expect(PAY_MSG.Confirmed(5000)).toBe("The payment was confirmed successfully! $50.00 was added to your wallet.");
    expect(PAY_MSG.Confirmed(123456)).toContain("$1,234.56");
    expect(PAY_MSG.Confirmed(5000)).not.toMatch(/currency/i);
    expect(PAY_MSG.Processing(5000)).toBe("Your payment is processing: $50.00 is added to your wallet once it clears.");
  });
});

describe("the job draft", () => {
  it("asks for a title, then a category, before drafting", () => {
    expect(draftNeeds({ title: " ", categories: [] })).toEqual({ field: "title", message: NEED_CONTEXT });
    expect(draftNeeds({ title: "Bartender", categories: [] })).toEqual({ field: "categories", message: NEED_CATEGORY });
    expect(draftNeeds({ title: "Bartender", categories: ["Bartending"] })).toBeNull();
  });
});

describe("screening questions", () => {
  it("read old rows as required, and label only a model's questions 'AI'", () => {
    const qs = readScreenQuestions([
      { question: "Old one?", generatedByAI: true },
      { question: "Template one?", generatedByAI: false, suggested: true, required: false },
      "Plain text?",
      { question: "  " },
    ]);
    expect(qs).toEqual([
      { question: "Old one?", generatedByAI: true, required: true, suggested: false },
      { question: "Template one?", generatedByAI: false, required: false, suggested: true },
      { question: "Plain text?", generatedByAI: false, required: true, suggested: false },
    ]);
    expect(qs.map(questionBadge)).toEqual(["AI", "Suggested", null]);
  });

  it("need answers to the required ones only", () => {
    const qs = [{ required: true }, { required: false }, { required: true }];
    expect(missingAnswers(qs, ["yes", "", "  "])).toEqual([2]);
    expect(missingAnswers(qs, ["yes"])).toEqual([2]);
    expect(missingAnswers(qs, ["yes", "", "no"])).toEqual([]);
  });
});

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });

describe("one logo", () => {
  it("is drawn by components/ui/logo.tsx only: auth, public and app screens use it", () => {
    const files = [...sources("app"), ...sources("components")];
    const logoMakers = files.filter((f) => /export function (Logo|BrandMark)\b/.test(fs.readFileSync(f, "utf8")));
    expect(logoMakers).toEqual([path.join("components", "ui", "logo.tsx")]);
    expect(files.filter((f) => fs.readFileSync(f, "utf8").includes("/brand/logo"))).toEqual([]);
    for (const f of [
      "components/auth/auth-shell.tsx",
      "components/auth/signup-step-shell.tsx",
      "app/(public)/layout.tsx",
      "components/dashboard/dashboard-shell-parts.tsx",
      "components/dashboard/shell-header.tsx",
    ]) {
      expect(fs.readFileSync(f, "utf8"), f).toContain('from "@/components/ui/logo"');
    }
  });
});

describe("the employee sign-up steps", () => {
  it("offer no 'Sign In' link in the middle of the flow", () => {
    expect(fs.readFileSync("components/auth/signup-step-shell.tsx", "utf8")).not.toMatch(/Sign In|Have an account/);
  });

  it("say each thing once on the education step", () => {
    const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g));
    const shared = [...words(EDUCATION_INTRO)].filter((w) => words(EDUCATION_EMPTY).has(w));
    expect(shared).toEqual([]);
  });
});
