// The repository's files as git tracks them (relative paths). Without git (a copy of the sources), the
// files on disk minus what .gitignore leaves out.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const IGNORED = new Set(["node_modules", ".next", ".data", ".git", "test-results", "playwright-report"]);

export function trackedFiles(root: string): string[] {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .split("\0")
      .filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (IGNORED.has(e.name) || rel === "lib/generated" || e.name.startsWith(".tmp-")) continue;
        if (e.isDirectory()) walk(rel);
        else if (e.isFile()) out.push(rel);
      }
    };
    walk("");
    return out;
  }
}
