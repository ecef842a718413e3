// Every file the documentation names exists, and nothing points outside the repository: Markdown links and
// `path/like/this.ts` references in README.md, CONTRIBUTING.md and docs/**, and every `docs/….md` that a
// tracked file mentions.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { trackedFiles } from "../helpers/tracked-files";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const tracked = trackedFiles(ROOT);
const docs = tracked.filter((f) => f === "README.md" || f === "CONTRIBUTING.md" || (f.startsWith("docs/") && f.endsWith(".md")));
const TOP = /^(?:app|lib|components|hooks|scripts|tests|prisma|docs|content|public|\.github)\//;

/** Markdown link targets (path and #anchor); web and mail links and the app's own pages left out. */
export function markdownLinks(text: string): { path: string; anchor: string }[] {
  return [...text.replace(/```[\s\S]*?```/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^(?:[a-z]+:|\/)/i.test(t))
    .map((t) => {
      const [path, anchor = ""] = t.split("#");
      return { path, anchor };
    });
}

/** The anchors GitHub gives a Markdown file's headings. */
export function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const base = m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** `code` spans that name a file or folder of the repository (placeholders such as <area> or {id} left out). */
export function pathMentions(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[.,;:]$/, "").replace(/:\d+(?:-\d+)?$/, ""))
    .filter((t) => TOP.test(t) && !/[<>{}*…|$]|\.\.\./.test(t) && !/\[\.\.\./.test(t));
}

function exists(rel: string): boolean {
  // An import path (`lib/env`) names the module file.
  return ["", ".ts", ".tsx", ".mjs"].some((ext) => existsSync(path.join(ROOT, rel + ext)));
}

describe("links between the docs and the files", () => {
  it("finds links and path mentions", () => {
    expect(markdownLinks("[a](docs/money.md#ledger) [b](https://x.test) [c](#top)")).toEqual([
      { path: "docs/money.md", anchor: "ledger" },
      { path: "", anchor: "top" },
    ]);
    expect([...headingAnchors("# Money\n## Modes (`lib/money/processor-base/mode.ts`)\n## Tests\n### Tests")]).toEqual([
      "money",
      "modes-libmoneyprocessor-basemodets",
      "tests",
      "tests-1",
    ]);
    expect(pathMentions("`lib/env.ts`, `lib/<area>/`, `npm test`, `app/api/job/{id}`, `route.ts`")).toEqual(["lib/env.ts"]);
  });

  it("every Markdown link in the docs reaches a file of the repository, and a heading when it names one", () => {
    const broken: string[] = [];
    for (const file of docs) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const { path: target, anchor } of markdownLinks(text)) {
        const rel = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target))) : file;
        if (rel.startsWith("..")) broken.push(`${file}: ${target} is outside the repository`);
        else if (!exists(rel)) broken.push(`${file}: ${target} does not exist`);
        else if (anchor && rel.endsWith(".md") && !headingAnchors(readFileSync(path.join(ROOT, rel), "utf8")).has(anchor)) {
          broken.push(`${file}: ${target}#${anchor} names no heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("every file path the docs name exists", () => {
    const broken: string[] = [];
    for (const file of docs.filter((f) => !f.startsWith("docs/spec/"))) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const rel of pathMentions(text)) if (!exists(rel)) broken.push(`${file}: \`${rel}\` does not exist`);
      if (/\.\.\/shared\b/.test(text)) broken.push(`${file}: points at ../shared, outside the repository`);
    }
    expect(broken).toEqual([]);
  });

  it("every docs/….md that a tracked file mentions exists", () => {
    const broken: string[] = [];
    for (const file of tracked.filter((f) => /\.(?:ts|tsx|mjs|js|md|prisma|sql)$/.test(f))) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), "utf8");
      } catch {
        continue;
      }
      for (const m of text.matchAll(/(?<![\w/.-])docs\/[\w/-]+\.md/g)) if (!exists(m[0])) broken.push(`${file}: ${m[0]}`);
    }
    expect(broken).toEqual([]);
  });
});
