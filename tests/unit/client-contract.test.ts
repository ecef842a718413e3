// The browser's contract with the server is imported, not copied: no casts between client and server
// types, no resolver casts (forms go through hooks/use-zod-form.ts), no hand-written copies of answer types.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

const client = [...files("components"), ...files("hooks")];

describe("client contract", () => {
  it("has no `as unknown as` casts in components and hooks", () => {
    expect(client.filter((f) => readFileSync(f, "utf8").includes("as unknown as"))).toEqual([]);
  });

  it("builds forms with useZodForm: zodResolver appears only in the form helper", () => {
    expect(client.filter((f) => readFileSync(f, "utf8").includes("zodResolver(") && !f.endsWith("use-zod-form.ts"))).toEqual([]);
  });

  it("imports the search answers from lib/search/answers instead of a copy", () => {
    expect(client.filter((f) => readFileSync(f, "utf8").includes("components/search/types"))).toEqual([]);
    expect(client).not.toContain(join("components", "search", "types.ts"));
  });

  it("types the answers it reads by the server's functions and DTOs: no hand-written fields in api<{ … }>", () => {
    // e.g. api<{ token: string }> was a copy of the sign-in answer; Awaited<ReturnType<typeof signInWithPassword>> is not
    const copies = client.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/api<\{[^}]*\b(?:string|number|boolean)\b[^}]*\}>/g)].map((m) => `${f}: ${m[0]}`),
    );
    expect(copies).toEqual([]);
  });
});
