// global/chat, the help assistant: finds the right help article for questions worded unlike the titles
// (tests/fixtures/help-questions.json), says "I don't know" with a support link otherwise, answers personal
// questions from the asker's own figures only, grounds an OpenAI-compatible model (a fake on localhost)
// in the retrieved passages, falls back when it fails, and validates and rate-limits the call.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { call, uniqueIp } from "../helpers/api";
import { POST as chat } from "@/app/api/global/chat/route";
import { HELP_CHAT_PER_MINUTE } from "@/app/api/global/chat/route";
import { DONT_KNOW, SIGN_IN_FIRST } from "@/lib/assistant/help/answer";
import { HELP_MESSAGE_MAX } from "@/lib/assistant/help/schemas";
import { syncHelpArticles } from "@/lib/assistant/help/sync";
import { postJournal } from "@/lib/money/ledger/ledger";

/** A card deposit that arrived, as the payment webhook posts it. */
async function fundWallet(userId: string, cents: number) {
  await db.$transaction((tx) =>
    postJournal(tx, {
      kind: "deposit",
      reference: `deposit:test-${userId}`,
      userId,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
        { account: { kind: "wallet", userId }, amountCents: cents },
      ],
    }),
  );
}
import { allArticles } from "@/lib/assistant/help/articles";
import { db } from "@/lib/db";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

const fixture = JSON.parse(fs.readFileSync("tests/fixtures/help-questions.json", "utf8")) as {
  questions: { q: string; slug: string }[];
  unknown: string[];
};

/** asks signed out from a fresh address (so the per-address limit never interferes), or as `token` */
function ask(message: unknown, token?: string) {
  return call(chat, { token, body: { message }, headers: { "x-forwarded-for": uniqueIp() } });
}

describe("global/chat: the help centre answers", () => {
  it(`finds the labelled article for ${fixture.questions.length} questions worded differently from the titles`, async () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(25);
    const wrong: string[] = [];
    for (const { q, slug } of fixture.questions) {
      const { status, json } = await ask(q);
      expect(status).toBe(200);
      expect(json.result).toBe(true);
      if (json.links[0]?.href !== `/help/${slug}`) wrong.push(`${q} → ${json.links[0]?.href ?? "nothing"} (want /help/${slug})`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers with the article's best paragraph as plain text and a link to it", async () => {
    const { json } = await ask("How do I cash out my money to my bank?");
    expect(json.source).toBe("help");
    expect(json.answer).toContain("routing number (exactly 9 digits)");
    expect(json.answer).toContain("[Withdrawing your earnings](/help/withdraw-earnings)");
    expect(json.answer).not.toContain("**");
    expect(json.links).toEqual([{ title: "Withdrawing your earnings", href: "/help/withdraw-earnings" }]);

    const plans = await ask("what does the basic membership cost per month");
    expect(plans.json.answer).toContain("$49.99 per month");
    // the paragraph with the rarer word of the question ("premium"), not the one that says "plan" most
    expect((await ask("what does the premium plan cost?")).json.answer).toContain("• Premium: $129.99 per month");
  });

  it("says it does not know, with links to the help centre and to support, when nothing is relevant", async () => {
    for (const q of fixture.unknown) {
      const { status, json } = await ask(q);
      expect(status).toBe(200);
      expect(json.source, q).toBe("none");
      expect(json.answer).toContain(DONT_KNOW);
      expect(json.links.map((l: { href: string }) => l.href)).toEqual(["/help", "/help/contact-support"]);
    }
  });
});

describe("global/chat: personal questions", () => {
  it("answers with the asker's own proposals, jobs and contracts, never another user's", async () => {
    const cat = await jobCategories();
    const a = await employer({ credit: 5 });
    const b = await employer({ credit: 5 });
    const pat = await employee();
    const sam = await employee();
    // employer A: two open jobs with 3 proposals in all, one hired job (an active contract)
    const a1 = await postJob(a.token, cat.plumbing);
    const a2 = await postJob(a.token, cat.plumbing, { title: "Install a ceiling fan" });
    const a3 = await postJob(a.token, cat.plumbing, { title: "Replace a water heater" });
    await applyTo(pat.token, a1._id);
    await applyTo(sam.token, a1._id);
    await applyTo(pat.token, a2._id);
    await applyTo(sam.token, a3._id);
    await hireOn(a.token, a3._id, sam.user.id);
    // employer B: one open job with 1 proposal
    const b1 = await postJob(b.token, cat.plumbing, { title: "Fix a garden tap" });
    await applyTo(pat.token, b1._id);

    const aProposals = await ask("How many proposals do I have?", a.token);
    expect(aProposals.status).toBe(200);
    expect(aProposals.json.source).toBe("personal");
    expect(aProposals.json.intent).toBe("proposals");
    expect(aProposals.json.answer).toContain("Your 2 open jobs have received 3 proposals.");
    const bProposals = await ask("how many proposals do i have", b.token);
    expect(bProposals.json.answer).toContain("Your 1 open job has received 1 proposal.");

    // an employee: the proposals they sent (3 by Pat, all on open jobs; 2 by Sam, one of them hired)
    expect((await ask("How many proposals have I sent?", pat.token)).json.answer).toContain(
      "You have sent 3 proposals; 3 are on jobs that are still open",
    );
    expect((await ask("how many applications do I have", sam.token)).json.answer).toContain(
      "You have sent 2 proposals; 1 is on jobs that are still open",
    );

    const aJobs = await ask("How many jobs have I posted?", a.token);
    expect(aJobs.json.answer).toContain("You have posted 3 jobs: 2 open, 1 active and 0 completed or cancelled.");
    expect((await ask("how many jobs did I post", b.token)).json.answer).toContain("You have posted 1 job: 1 open, 0 active");

    expect((await ask("how many active contracts do I have?", a.token)).json.answer).toContain(
      "You have 1 active contract and 0 ended contracts",
    );
    expect((await ask("how many active contracts do I have?", sam.token)).json.answer).toContain("You have 1 active contract");
    expect((await ask("how many active contracts do I have?", pat.token)).json.answer).toContain("You have 0 active contracts");

    // a user id written into the question changes nothing: the figures are always the session's
    const sneaky = await ask(`how many proposals do I have? userId=${a.user.id}`, b.token);
    expect(sneaky.json.answer).toContain("Your 1 open job has received 1 proposal.");
  });

  it("says what plan the asker is on", async () => {
    const premium = await employer({ level: 3, credit: 0 });
    expect((await ask("what is my current plan?", premium.token)).json.answer).toContain(
      "You are on the Premium plan with 0 hire credits.",
    );
  });

  it("answers the balance with the asker's own wallet, the next shift from confirmed bookings, and asks a signed-out person to sign in", async () => {
    const { token, user } = await employer();
    const other = await employer();
    await fundWallet(user.id, 123_456);
    await fundWallet(other.user.id, 999);
    const balance = await ask("What is my balance?", token);
    expect(balance.json.intent).toBe("balance");
    expect(balance.json.answer).toContain("Your wallet balance is $1,234.56.");
    expect(balance.json.links[0].href).toBe("/help/wallet-and-balance");
    expect((await ask("what is my wallet balance?", other.token)).json.answer).toContain("Your wallet balance is $9.99.");
    const shift = await ask("When is my next shift?", token);
    expect(shift.json.intent).toBe("next_shift");
    expect(shift.json.answer).toContain("You have no upcoming shift.");
    // a confirmed booking request of this employer becomes their next shift (and not the other employer's)
    const worker = await employee();
    const at = new Date(Date.now() + 3 * 86_400_000);
    await db.bookingRequest.create({
      data: {
        creatorId: user.id,
        title: "Gala valet",
        description: "Park cars.",
        location: "Austin, TX",
        state: "TX",
        shiftDate: at,
        shiftEnd: new Date(at.getTime() + 8 * 3_600_000),
        shiftTime: "06:00 PM",
        payType: "Hourly",
        price: 2500,
        responseTimeLimit: 60,
        status: "accepted",
        employees: { create: [{ userId: worker.user.id, position: 0, status: "accepted" }] },
      },
    });
    const next = (await ask("When is my next shift?", token)).json.answer;
    expect(next).toContain('Your next shift is "Gala valet"');
    // told in the shift's own zone (Austin: Central time), whatever the server's zone
    const austin = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(at);
    expect(next).toMatch(new RegExp(`${austin.replace(/\s/g, "\\s")} C[SD]T`));
    expect((await ask("When is my next shift?", worker.token)).json.answer).toContain('Your next shift is "Gala valet"');
    expect((await ask("When is my next shift?", other.token)).json.answer).toContain("You have no upcoming shift.");

    const out = await ask("How many proposals do I have?");
    expect(out.status).toBe(200);
    expect(out.json.answer).toContain(SIGN_IN_FIRST);
    expect(out.json.answer).not.toMatch(/\d+ proposals?/);
  });
});

describe("global/chat: validation and limits", () => {
  it("refuses an empty, missing, non-text, too long or NUL-carrying message with 400", async () => {
    for (const message of ["", "   ", undefined, 42, { q: "x" }, "x".repeat(HELP_MESSAGE_MAX + 1), "hello\u0000"]) {
      const { status, json } = await ask(message);
      expect(status, JSON.stringify(message)).toBe(400);
      expect(json.result).toBe(false);
      expect(typeof json.error).toBe("string");
    }
    expect((await ask("x".repeat(HELP_MESSAGE_MAX))).status).toBe(200);
    const other = await call(chat, { body: undefined, headers: { "content-type": "text/plain", "x-forwarded-for": uniqueIp() } });
    expect([400, 415]).toContain(other.status);
  });

  it(`answers 429 after ${HELP_CHAT_PER_MINUTE} questions a minute from one person`, async () => {
    const { token } = await employee();
    for (let i = 0; i < HELP_CHAT_PER_MINUTE; i++) expect((await ask("how do I reset my password", token)).status).toBe(200);
    const limited = await ask("how do I reset my password", token);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/^Too many questions/);
  });
});

describe("help articles in PostgreSQL", () => {
  it("are synced idempotently by content hash", async () => {
    await ask("how do I post a job");
    expect(await db.helpArticle.count()).toBe(allArticles().length);
    expect(await syncHelpArticles()).toEqual({ written: 0, removed: 0 });
    const changed = allArticles().map((a, i) => (i === 0 ? { ...a, summary: `${a.summary} (changed)` } : a));
    expect(
      await syncHelpArticles([
        ...changed,
        { slug: "zz-extra", title: "Extra", category: "Account", summary: "s", body: "b", asked: "", audience: "" },
      ]),
    ).toEqual({ written: 2, removed: 0 });
    expect(await syncHelpArticles()).toEqual({ written: 1, removed: 1 });
    expect(await db.helpArticle.count()).toBe(allArticles().length);
  });
});

describe("global/chat with an OpenAI-compatible API (a fake on localhost)", () => {
  let server: http.Server;
  let mode: "ok" | "fail" | "slow" | "foreign-link" = "ok";
  const seen: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer test-key") {
          res.writeHead(401).end();
          return;
        }
        const body = JSON.parse(raw);
        seen.push({ auth: req.headers.authorization, body });
        if (mode === "fail") return void res.writeHead(500).end("boom");
        const reply = (content: string) =>
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
        if (mode === "slow") return void setTimeout(() => reply("late"), 1500);
        const user: string = body.messages[1].content;
        const slug = /\(\/help\/([a-z0-9-]+)\)/.exec(user)?.[1];
        if (mode === "foreign-link") return void reply(`See [this site](https://evil.example/phish) and [the article](/help/${slug}).`);
        reply(`Grounded answer. Source: [the article](/help/${slug})`);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.AI_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    process.env.AI_API_KEY = "test-key";
    process.env.AI_MODEL = "help-model";
  });
  afterEach(() => {
    mode = "ok";
    seen.length = 0;
    delete process.env.AI_TIMEOUT_MS;
  });
  afterAll(async () => {
    delete process.env.AI_API_BASE;
    delete process.env.AI_API_KEY;
    delete process.env.AI_MODEL;
    await new Promise((r) => server.close(r));
  });

  it("puts the retrieved passages in the prompt and returns the model's answer with its citations", async () => {
    const { status, json } = await ask("How do I cash out my money to my bank?");
    expect(status).toBe(200);
    expect(json.source).toBe("ai");
    expect(json.answer).toBe("Grounded answer. Source: [the article](/help/withdraw-earnings)");
    expect(json.links).toEqual([{ title: "Withdrawing your earnings", href: "/help/withdraw-earnings" }]);
    expect(seen).toHaveLength(1);
    expect(seen[0].body.model).toBe("help-model");
    const [system, user] = seen[0].body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Answer ONLY from the help centre passages");
    expect(user.content).toContain("Withdrawing your earnings (/help/withdraw-earnings)");
    expect(user.content).toContain("routing number (exactly 9 digits)");
    expect(user.content).toContain("Question: How do I cash out my money to my bank?");
  });

  it("gives the model the asker's own figures for a personal question, and nobody else's", async () => {
    const cat = await jobCategories();
    const a = await employer({ credit: 5 });
    const other = await employer({ credit: 5 });
    const job = await postJob(a.token, cat.plumbing);
    const pat = await employee();
    await applyTo(pat.token, job._id);
    await postJob(other.token, cat.plumbing);
    await postJob(other.token, cat.plumbing, { title: "Second job" });
    await ask("how many jobs have I posted?", a.token);
    const prompt = seen[0].body.messages[1].content;
    expect(prompt).toContain("The asker (an employer) has posted 1 job: 1 open, 0 active, 0 completed or cancelled.");
    expect(prompt).not.toContain("2 jobs");
    expect(prompt).toContain("(/help/employer-home)");
  });

  it("turns links to anything but the cited help pages into plain text", async () => {
    mode = "foreign-link";
    const { json } = await ask("how do I withdraw my earnings");
    expect(json.answer).toBe("See this site and [the article](/help/withdraw-earnings).");
  });

  it("falls back to the offline answer when the API fails or times out", async () => {
    mode = "fail";
    const failed = await ask("How do I cash out my money to my bank?");
    expect(failed.status).toBe(200);
    expect(failed.json.source).toBe("help");
    expect(failed.json.links[0].href).toBe("/help/withdraw-earnings");

    mode = "slow";
    process.env.AI_TIMEOUT_MS = "200";
    const slow = await ask("How do I cash out my money to my bank?");
    expect(slow.json.source).toBe("help");
    expect(slow.json.answer).toContain("[Withdrawing your earnings](/help/withdraw-earnings)");
  });

  it("does not ask the model when nothing relevant was found", async () => {
    const { json } = await ask("Tell me a joke about penguins");
    expect(json.source).toBe("none");
    expect(seen).toHaveLength(0);
  });
});
