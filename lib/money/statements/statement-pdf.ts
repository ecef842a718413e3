// A statement as a PDF (pdfkit, its bundled standard fonts: no font file and no network). US Letter; the
// heading, the summary, one row per line of the period (the table's heading repeats on each page), a year's
// months, the notes, and "Page n of m" at the foot of every page. Amounts as everywhere: formatCents.
import PDFDocument from "pdfkit";
import { formatCents } from "@/lib/money/amounts/format";
import type { StatementData, StatementLine } from "@/lib/money/statements/statement-data";
import {
  FEE_NOTE,
  TAX_NOTE,
  UTC_NOTE,
  counterpartHeading,
  isoDay,
  lastDay,
  lineLabel,
  statementTitle,
  summaryRows,
} from "@/lib/money/statements/statement-text";

const MARGIN = 48;
const ROW = 16;
const SIZE = 9;
const INK = "#0f172a";
const MUTED = "#64748b";
const RULE = "#cbd5e1";

type Doc = PDFKit.PDFDocument;
type Column = { title: string; width: number; right?: boolean; cell: (l: StatementLine) => string };

/** Renders the statement; resolves with the whole file. */
export function statementPdf(d: StatementData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(statementTitle(d)), Author: "Gigline", CreationDate: d.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  heading(doc, d);
  summary(doc, d);
  lines(doc, d);
  if (d.months.length) months(doc, d);
  notes(doc, d);
  pageNumbers(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, d: StatementData) {
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text("Gigline");
  doc.fontSize(14).text(pdfText(statementTitle(d)));
  doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text(pdfText(`${d.person.name} · ${d.person.email}`));
  doc.text(`Period: ${isoDay(d.period.from)} to ${isoDay(lastDay(d))} (UTC) · Generated ${isoDay(d.generatedAt)}`);
  doc.moveDown(1);
}

function summary(doc: Doc, d: StatementData) {
  sectionTitle(doc, "Summary");
  const width = 300;
  for (const r of summaryRows(d.role, d.totals)) {
    const y = doc.y;
    doc
      .font(r.strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(INK);
    doc.text(pdfText(r.label), MARGIN, y, { width: width - 90, lineBreak: false });
    doc.text(formatCents(r.cents), MARGIN + width - 90, y, { width: 90, align: "right", lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + ROW;
  }
  doc.moveDown(1);
}

function lines(doc: Doc, d: StatementData) {
  sectionTitle(doc, d.role === "provider" ? "Payments and withdrawals" : "Payments, deposits and charges");
  const provider = d.role === "provider";
  const columns: Column[] = [
    { title: "Date", width: 62, cell: (l) => isoDay(l.date) },
    { title: "Job", width: 150, cell: (l) => describe(l) },
    { title: counterpartHeading(d.role), width: 118, cell: (l) => l.counterpart ?? "" },
    { title: provider ? "Gross" : "Amount", width: 64, right: true, cell: (l) => formatCents(l.grossCents) },
    { title: "Fee", width: 54, right: true, cell: (l) => formatCents(l.feeCents) },
    { title: provider ? "Net" : "Balance", width: 68, right: true, cell: (l) => formatCents(l.walletCents) },
  ];
  if (!d.lines.length) {
    doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("No payments or other movements in this period.");
    doc.moveDown(1);
    return;
  }
  row(
    doc,
    columns.map((c) => c.title),
    columns,
    true,
  );
  for (const l of d.lines) {
    if (doc.y + ROW > doc.page.height - MARGIN - ROW) {
      doc.addPage();
      row(
        doc,
        columns.map((c) => c.title),
        columns,
        true,
      );
    }
    row(
      doc,
      columns.map((c) => c.cell(l)),
      columns,
      false,
    );
  }
  doc.moveDown(1);
}

function months(doc: Doc, d: StatementData) {
  const provider = d.role === "provider";
  const headings = provider
    ? ["Month", "Gross", "Fees", "Late-cancel pay", "Net earnings", "Withdrawals"]
    : ["Month", "Paid to workers", "Fees", "Late-cancel pay", "Total charged", "Deposits"];
  const columns: Column[] = headings.map((title, i) => ({ title, width: i === 0 ? 96 : 84, right: i > 0, cell: () => "" }));
  if (doc.y + ROW * (d.months.length + 3) > doc.page.height - MARGIN) doc.addPage();
  sectionTitle(doc, "By month");
  row(doc, headings, columns, true);
  for (const { period, totals: t } of d.months) {
    const cents = provider
      ? [t.earningsGrossCents, t.earningsFeeCents, t.lateCancelReceivedCents, t.netEarningsCents, t.withdrawalsCents]
      : [t.paymentsCents, t.paymentsFeeCents, t.lateCancelPaidCents, t.totalChargedCents, t.depositsCents];
    row(doc, [period.label, ...cents.map(formatCents)], columns, false);
  }
  doc.moveDown(1);
}

function notes(doc: Doc, d: StatementData) {
  if (doc.y + 80 > doc.page.height - MARGIN) doc.addPage();
  doc.x = MARGIN;
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const width = doc.page.width - 2 * MARGIN;
  doc.text(UTC_NOTE, { width });
  if (d.role === "provider") {
    if (d.totals.earningsFeeCents === 0) doc.text(pdfText(FEE_NOTE), { width });
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(INK).text(pdfText(TAX_NOTE), { width });
  }
}

function pageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // writing inside the bottom margin would start a new page: the margin is lifted for the footer
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 4, {
      width: doc.page.width - 2 * MARGIN,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function sectionTitle(doc: Doc, title: string) {
  doc.x = MARGIN;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(title);
  doc.moveDown(0.3);
}

function row(doc: Doc, cells: string[], columns: Column[], head: boolean) {
  const y = doc.y;
  let x = MARGIN;
  doc
    .font(head ? "Helvetica-Bold" : "Helvetica")
    .fontSize(SIZE)
    .fillColor(head ? MUTED : INK);
  columns.forEach((c, i) => {
    const text = fit(doc, pdfText(cells[i] ?? ""), c.width - 6);
    doc.text(text, x, y + 3, { width: c.width - 6, align: c.right ? "right" : "left", lineBreak: false });
    x += c.width;
  });
  doc
    .moveTo(MARGIN, y + ROW)
    .lineTo(x, y + ROW)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + ROW;
}

/** What a line is about: its job (a late cancellation says so), or its kind ("Withdrawal", "Deposit"). */
function describe(l: StatementLine): string {
  if (l.kind === "late_cancel") return l.jobTitle ? `Late cancellation: ${l.jobTitle}` : lineLabel(l.kind);
  if (l.kind === "earning" || l.kind === "payment") return l.jobTitle ?? l.title;
  return lineLabel(l.kind);
}

/** The text cut to the width with an ellipsis. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

// the characters the standard fonts' encoding (WinAnsi) has beyond Latin-1
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard fonts can draw: accents kept where Latin-1 has them, else dropped; other characters → "?". */
export function pdfText(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code < 0x20 || code === 0x7f) out += " ";
    else {
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    }
  }
  return out;
}
