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

  it('types each call by its path: api("job/apply", input) and useApiMutation("job/apply") take no type arguments', () => {
    // the input and the answer come from the route itself (lib/api-routes.generated.ts): api<{ token: string }>
    // was a copy of the sign-in answer, api<Awaited<ReturnType<typeof signIn>>> a second way to say it
    const explicit = [...client, ...files("app")].flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/\b(?:api|useApiMutation)<[^(]*\(/g)]
        .filter((m) => !/^(?:api|useApiMutation)<(?:P|TVars)\b/.test(m[0]))
        .map((m) => `${f}: ${m[0]}`),
    );
    expect(explicit).toEqual([]);
  });

  it("reads the routes' types by type imports only: no client file imports a route module's values", () => {
    const generated = readFileSync("lib/api-routes.generated.ts", "utf8");
    const imports = [...generated.matchAll(/^import .*$/gm)].map((m) => m[0]);
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.filter((line) => !line.startsWith("import type "))).toEqual([]);
    const valueImports = client.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/^import (?!type )[^;]*from "@\/app\/api\/[^"]*";/gm)].map((m) => `${f}: ${m[0]}`),
    );
    expect(valueImports).toEqual([]);
  });
});
