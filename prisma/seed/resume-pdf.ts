// A one-page resume as a small, valid PDF (PDF 1.4, the built-in Helvetica fonts, a correct xref table),
// written by hand so the demo data needs no PDF library and no network.
import type { SeedProvider } from "@/prisma/seed/people";
import { CITIES } from "@/prisma/seed/cities";

type Line = { text: string; size: number; bold?: boolean; gap?: number };

export function resumePdf(p: SeedProvider): Uint8Array {
  const city = CITIES[p.city];
  const lines: Line[] = [
    { text: `${p.firstName} ${p.lastName}`, size: 22, bold: true },
    { text: p.title, size: 13, gap: 6 },
    { text: `${city.city}, ${city.state}  |  $${p.rate}/hr  |  Contact through Gigline messaging`, size: 10, gap: 4 },
    { text: "Summary", size: 13, bold: true, gap: 18 },
    ...wrap(p.overview, 95).map((text) => ({ text, size: 10, gap: 3 })),
    { text: "Skills", size: 13, bold: true, gap: 16 },
    ...wrap(p.skills.join(", "), 95).map((text) => ({ text, size: 10, gap: 3 })),
    { text: "Work Experience", size: 13, bold: true, gap: 16 },
    ...p.employments.flatMap((e) => [
      { text: `${e.role}, ${e.company}  (${e.from} - ${e.to ?? "Present"})`, size: 10, bold: true, gap: 6 },
      ...(e.description ? wrap(e.description, 95).map((text) => ({ text, size: 10, gap: 2 })) : []),
    ]),
    { text: "Education", size: 13, bold: true, gap: 16 },
    ...p.educations.map((e) => ({
      text: `${e.degree}, ${e.fieldOfStudy} - ${e.name}  (${e.from} - ${e.to ?? "Present"})`,
      size: 10,
      gap: 6,
    })),
  ];

  let y = 740;
  const ops: string[] = [];
  for (const l of lines) {
    y -= l.size + (l.gap ?? 0);
    ops.push(`BT /${l.bold ? "F2" : "F1"} ${l.size} Tf 56 ${y} Td (${escape(l.text)}) Tj ET`);
  }
  const content = ops.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // every character is ASCII (see escape), so string length = byte length and the offsets hold
  return new TextEncoder().encode(out);
}

/** ASCII only (accents dropped, dashes and quotes plainened) and the PDF string specials escaped. */
function escape(s: string) {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/([\\()])/g, "\\$1");
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n+/)) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
  }
  return out;
}
