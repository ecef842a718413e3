// Earnings statements and invoices (GET statement/get) through the real calls: payments made with job/pay_job
// and a withdrawal with withdraw/submit_request, around a month's edge (the clock is set to 30 September and
// then 1 October 2026, UTC); the CSV's figures against sums read straight from the ledger; the PDF's text; the
// refusals (someone else's statement, a bad month).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inflateSync } from "node:zlib";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { GET as getStatement } from "@/app/api/statement/get/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as submitWithdrawal } from "@/app/api/withdraw/submit_request/route";
import { POST as cancelShift } from "@/app/api/shift/cancel/route";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { fund, setFeePercent } from "./wallet-kit";

const SEPT_30 = new Date("2026-09-30T22:00:00Z");
const OCT_1 = new Date("2026-10-01T09:00:00Z");

type Person = Awaited<ReturnType<typeof createUser>>;
let owner: Person;
let owner2: Person;
let worker: Person;

/** A job of `owner`'s with `worker` hired on it at $price × hours (Hourly), paid through job/pay_job. */
async function paidJob(boss: Person, title: string, price: number, hours: number) {
  const job = await postJob(boss.token, category, { title, price: String(price), duration: String(hours) });
  await applyTo(worker.token, job._id, { price, duration: hours });
  await hireOn(boss.token, job._id, worker.user.id);
  const paid = await call(payJob, { token: boss.token, body: { jobId: job._id } });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
}

/** A shift of `worker`'s for `boss` starting in 10 hours, cancelled by the employer: 2 hours × $40 late-cancellation pay. */
async function lateCancelledShift(boss: Person, title: string) {
  const job = await postJob(boss.token, category, { title, price: "40", duration: "4" });
  await applyTo(worker.token, job._id, { price: 40, duration: 4 });
  await hireOn(boss.token, job._id, worker.user.id);
  const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
  const start = new Date(Date.now() + 10 * 3_600_000);
  const shift = await db.shift.create({
    data: {
      jobId: job._id,
      contractId: contract.id,
      userId: worker.user.id,
      employerId: boss.user.id,
      start,
      end: new Date(start.getTime() + 4 * 3_600_000),
      timezone: "America/Chicago",
    },
  });
  const canceled = await call(cancelShift, { token: boss.token, body: { shiftId: shift.id, reason: "The shift was rescheduled" } });
  expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);
  expect(canceled.json.shift.latePay).toMatchObject({ amount: 80, paid: 80 });
}

let category: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: SEPT_30 });
  await setFeePercent(10);
  category = (await jobCategories()).plumbing;
  owner = await employer({ credit: 5 });
  owner2 = await createUser({ type: "customer", firstName: "Olive", lastName: "Owner", data: { credit: 5 } });
  worker = await employee();
  await fund(owner.user.id, 200_000);
  await fund(owner2.user.id, 50_000);
  await paidJob(owner, "Paint the back fence", 30, 2); // $60.00, 30 September: outside October

  vi.setSystemTime(OCT_1);
  await paidJob(owner, "Fix a leaking kitchen sink", 40, 4); // $160.00
  await paidJob(owner2, "Assemble office desks", 45.5, 3); // $136.50
  const w = await call(submitWithdrawal, { token: worker.token, body: { paymentType: "paypal", amount: 100, paypal: "pat@example.com" } });
  expect(w.status, JSON.stringify(w.json)).toBe(200);
  vi.setSystemTime(new Date(OCT_1.getTime() + 10 * 60_000));
  await lateCancelledShift(owner, "Serve at a gala"); // $80.00
  vi.setSystemTime(new Date(OCT_1.getTime() + 60 * 60_000));
});

afterAll(() => {
  vi.useRealTimers();
});

async function download(who: Person, query: Record<string, string>) {
  const { cookie } = await webSessionCookie(who.user);
  return call(getStatement, { method: "GET", headers: { cookie }, query });
}

/** The CSV's rows, cells unquoted (no cell of these tests holds a comma). */
async function csvRows(res: Response) {
  return (await res.text())
    .trim()
    .split("\r\n")
    .map((l) => l.split(",").map((c) => c.replace(/^"|"$/g, "")));
}

/** The sum of the worker's wallet entries of October by journal kind and sign, straight from the ledger. */
async function ledgerOctober(userId: string) {
  const [r] = await db.$queryRaw<{ earned: bigint; late: bigint; withdrawn: bigint; net: bigint; before: bigint; after: bigint }[]>`
    SELECT
      COALESCE(SUM(e."amountCents") FILTER (WHERE j."kind" = 'late_cancel_pay' AND e."createdAt" >= '2026-10-01' AND e."createdAt" < '2026-11-01'), 0) AS late,
      COALESCE(SUM(e."amountCents") FILTER (WHERE j."kind" = 'pay' AND e."amountCents" > 0 AND e."createdAt" >= '2026-10-01' AND e."createdAt" < '2026-11-01'), 0) AS earned,
      COALESCE(-SUM(e."amountCents") FILTER (WHERE j."kind" = 'withdraw' AND e."createdAt" >= '2026-10-01' AND e."createdAt" < '2026-11-01'), 0) AS withdrawn,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."createdAt" >= '2026-10-01' AND e."createdAt" < '2026-11-01'), 0) AS net,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."createdAt" < '2026-10-01'), 0) AS before,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."createdAt" < '2026-11-01'), 0) AS after
    FROM "LedgerEntry" e JOIN "LedgerJournal" j ON j."id" = e."journalId"
    WHERE e."accountId" = ${`wallet:${userId}`}`;
  return {
    earned: Number(r.earned),
    late: Number(r.late),
    withdrawn: Number(r.withdrawn),
    net: Number(r.net),
    before: Number(r.before),
    after: Number(r.after),
  };
}

const cents = (s: string) => Math.round(Number(s) * 100);

describe("a worker's monthly statement", () => {
  it("CSV: the summary and the lines match the ledger; September's payment stays out", async () => {
    const { status, res } = await download(worker, { month: "2026-10", format: "csv" });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="gigline-earnings-2026-10.csv"');
    const rows = await csvRows(res);
    const summary = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    const ledger = await ledgerOctober(worker.user.id);

    expect(ledger).toEqual({ earned: 29_650, late: 8_000, withdrawn: 10_000, net: 27_650, before: 6_000, after: 33_650 });
    expect(cents(summary["Opening balance"])).toBe(ledger.before);
    expect(cents(summary["Gross earnings"])).toBe(ledger.earned);
    expect(cents(summary["Service fees"])).toBe(0);
    expect(cents(summary["Late-cancellation pay"])).toBe(ledger.late);
    expect(cents(summary["Net earnings"])).toBe(ledger.earned + ledger.late);
    expect(cents(summary["Payouts and withdrawals"])).toBe(-ledger.withdrawn);
    expect(cents(summary["Closing balance"])).toBe(ledger.after);

    const head = rows.findIndex((r) => r[0] === "Date");
    expect(rows[head]).toEqual(["Date", "Type", "Job", "Employer", "Gross (USD)", "Fee (USD)", "Net (USD)", "Description"]);
    const lines = rows.slice(head + 1).filter((r) => /^\d{4}-\d\d-\d\d$/.test(r[0]));
    expect(lines.map((l) => [l[0], l[1], l[2], l[3], l[4], l[5], l[6]])).toEqual([
      ["2026-10-01", "Payment received", "Fix a leaking kitchen sink", "Erin Employer", "160.00", "0.00", "160.00"],
      ["2026-10-01", "Payment received", "Assemble office desks", "Olive Owner", "136.50", "0.00", "136.50"],
      ["2026-10-01", "Withdrawal", "", "", "100.00", "0.00", "-100.00"],
      ["2026-10-01", "Late-cancellation pay", "Serve at a gala", "Erin Employer", "80.00", "0.00", "80.00"],
    ]);
    // the Net column sums to the change of the balance
    expect(lines.reduce((n, l) => n + cents(l[6]), 0)).toBe(ledger.after - ledger.before);
    const text = rows.map((r) => r.join(",")).join("\n");
    expect(text).not.toContain("Paint the back fence");
    expect(text).toContain("Gigline does not withhold taxes. A Form 1099 may be issued to you by our payment processor");
  });

  it("September's statement has only September's payment", async () => {
    const { status, res } = await download(worker, { month: "2026-09", format: "csv" });
    expect(status).toBe(200);
    const rows = await csvRows(res);
    const lines = rows.filter((r) => /^\d{4}-\d\d-\d\d$/.test(r[0]));
    expect(lines.map((l) => [l[2], l[6]])).toEqual([["Paint the back fence", "60.00"]]);
    const summary = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    expect(summary).toMatchObject({ "Opening balance": "0.00", "Gross earnings": "60.00", "Closing balance": "60.00" });
  });

  it("PDF: a PDF file whose text carries the totals and the tax note", async () => {
    const { status, res } = await download(worker, { month: "2026-10", format: "pdf" });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="gigline-earnings-2026-10.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = pdfText(bytes);
    for (const s of [
      "Earnings statement",
      "October 2026",
      "Gross earnings",
      "$296.50",
      "$60.00",
      "$376.50",
      "$336.50",
      "-$100.00",
      "Fix a leaking kitchen sink",
      "Olive Owner",
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain("Gigline does not withhold taxes.");
    expect(text).not.toContain("Paint the back fence");
  });

  it("year-end summary: the year's payments, by month", async () => {
    const { status, res } = await download(worker, { year: "2026", format: "csv" });
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="gigline-earnings-2026.csv"');
    const rows = await csvRows(res);
    expect(rows[0][0]).toBe("Year-end earnings summary — 2026");
    const summary = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    expect(summary).toMatchObject({
      "Opening balance": "0.00",
      "Gross earnings": "356.50",
      "Payouts and withdrawals": "-100.00",
      "Late-cancellation pay": "80.00",
      "Closing balance": "336.50",
    });
    expect(rows.filter((r) => /^2026-\d\d$/.test(r[0])).map((r) => [r[0], r[1], r[4]])).toEqual([
      ["2026-09", "60.00", "60.00"],
      ["2026-10", "296.50", "376.50"],
    ]);
    const pdf = await download(worker, { year: "2026", format: "pdf" });
    expect(pdfText(Buffer.from(await pdf.res.arrayBuffer()))).toContain("Year-end earnings summary");
  });
});

describe("an employer's monthly invoice", () => {
  it("lists the shifts paid with worker, amount and fee, and the deposits", async () => {
    const { status, res } = await download(owner, { month: "2026-10", format: "csv" });
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="gigline-invoice-2026-10.csv"');
    const rows = await csvRows(res);
    const summary = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    // the deposit and September's $60 + $6 fee came before October
    expect(summary).toMatchObject({
      "Opening balance": "1934.00",
      "Paid to workers": "-160.00",
      "Service fees": "-16.00",
      "Late-cancellation pay": "-80.00",
      "Total charged": "256.00",
      "Closing balance": "1678.00",
    });
    const lines = rows.filter((r) => /^\d{4}-\d\d-\d\d$/.test(r[0]));
    // each hire held its total from the wallet (lib/money/holds): the payments come out of the holds, so the
    // wallet column moves at the hold; a cancellation returns what the late-cancellation pay did not take
    expect(lines.map((l) => l.slice(1, 7))).toEqual([
      ["Held for a shift", "Fix a leaking kitchen sink", "", "176.00", "0.00", "-176.00"],
      ["Payment", "Fix a leaking kitchen sink", "Pat Provider", "160.00", "16.00", "0.00"],
      ["Held for a shift", "Serve at a gala", "", "176.00", "0.00", "-176.00"],
      ["Returned from a hold", "Serve at a gala", "", "96.00", "0.00", "96.00"],
      ["Late-cancellation pay", "Serve at a gala", "Pat Provider", "80.00", "0.00", "0.00"],
    ]);
    const pdf = await download(owner, { month: "2026-10", format: "pdf" });
    const text = pdfText(Buffer.from(await pdf.res.arrayBuffer()));
    expect(text).toContain("Invoice");
    expect(text).toContain("$176.00");
    expect(text).toContain("$256.00");
    expect(text).not.toContain("withhold taxes");
  });

  it("September's invoice has the deposit and September's payment", async () => {
    const rows = await csvRows((await download(owner, { month: "2026-09", format: "csv" })).res);
    const summary = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    expect(summary).toMatchObject({
      "Opening balance": "0.00",
      Deposits: "2000.00",
      "Total charged": "66.00",
      "Closing balance": "1934.00",
    });
    const lines = rows.filter((r) => /^\d{4}-\d\d-\d\d$/.test(r[0]));
    expect(lines.map((l) => l.slice(1, 7))).toEqual([
      ["Deposit", "", "", "2000.00", "0.00", "2000.00"],
      ["Held for a shift", "Paint the back fence", "", "66.00", "0.00", "-66.00"],
      ["Payment", "Paint the back fence", "Pat Provider", "60.00", "6.00", "0.00"],
    ]);
  });
});

describe("refusals", () => {
  it("someone else's statement is refused; a stranger's own statement holds nothing of the worker's", async () => {
    const stranger = await employee({ firstName: "Sam", lastName: "Stranger" });
    const theirs = await download(stranger, { month: "2026-10", format: "csv", userId: worker.user.id });
    expect(theirs.status).toBe(403);
    expect(theirs.json).toEqual({ result: false, error: "You can only download your own statements." });
    const own = await download(stranger, { month: "2026-10", format: "csv" });
    expect(own.status).toBe(200);
    const text = await own.res.text();
    expect(text).not.toContain("Fix a leaking kitchen sink");
    expect(text).toContain('"Closing balance",0.00');
    // the worker's own id is accepted
    expect((await download(worker, { month: "2026-10", format: "csv", userId: worker.user.id })).status).toBe(200);
  });

  it("signed out: 401; an admin: 403", async () => {
    expect((await call(getStatement, { method: "GET", query: { month: "2026-10" } })).status).toBe(401);
    const admin = await createUser({ type: "admin" });
    expect((await call(getStatement, { method: "GET", token: admin.token, query: { month: "2026-10" } })).status).toBe(403);
  });

  it("a bad month or year is a 400 with a readable error", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ month: "2026-13" }, "Please give the month as YYYY-MM, e.g. month=2026-10."],
      [{ month: "Oct 2026" }, "Please give the month as YYYY-MM, e.g. month=2026-10."],
      [{ year: "26" }, "Please give the year as four digits, e.g. year=2026."],
      [{}, "Please choose a month (month=2026-10) or a year (year=2026), not both."],
      [{ month: "2026-10", year: "2026" }, "Please choose a month (month=2026-10) or a year (year=2026), not both."],
      [{ month: "2026-10", format: "xls" }, 'Please choose the format: "pdf" or "csv".'],
      [{ month: "2026-11" }, "There is no statement yet for a period that has not started."],
      [{ month: "1999-12" }, "Statements start in 2000."],
    ];
    for (const [query, error] of cases) {
      const r = await download(worker, query);
      expect([r.status, r.json], JSON.stringify(query)).toEqual([400, { result: false, error }]);
    }
  });
});

/** The text a PDF draws: its content streams inflated, the strings of each TJ / Tj read (hex or literal). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    const body = pdf.subarray(start, end);
    re.lastIndex = end + "endstream".length;
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] === undefined) out.push(op[2] !== undefined ? hex(op[2]) : op[3]);
      else
        out.push(
          [...op[1].matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((p) => (p[1] !== undefined ? hex(p[1]) : p[2])).join(""),
        );
    }
  }
  return out.join("\n");
}

function hex(h: string): string {
  return Buffer.from(h, "hex").toString("latin1");
}
