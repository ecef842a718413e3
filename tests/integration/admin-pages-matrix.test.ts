// Who may open the operations screens, page by page: every app/admin/**/page.tsx, found on the file system (a
// new screen joins the matrix by itself), is rendered as its server component for each role with a real web
// session cookie: signed out → redirected to sign in; an employer or an employee → not found; an admin without
// two-step sign-in → the set-up notice and nothing else; only an admin with it gets the screen. The admin/* calls
// have their matrix in admin-standing.test.ts (every folder of app/api/admin is in it).
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { ADMIN_SECOND_STEP } from "@/lib/http/route";

// the cookie jar of the request being rendered
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
  }),
  headers: async () => new Headers({ "x-forwarded-for": "10.0.0.9" }),
}));

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name === "page.tsx" ? [path] : [];
  });
}

type Page = (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> }) => Promise<unknown>;
type Outcome = "redirect" | "not-found" | "second-step" | "screen";

async function render(page: Page, params: Record<string, string>): Promise<Outcome> {
  try {
    const out = await page({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
    const el = out as ReactElement<{ text?: string }>;
    if (isValidElement(el) && el.props.text === ADMIN_SECOND_STEP) return "second-step";
    return "screen";
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) return "redirect";
    if (digest.includes(";404")) return "not-found";
    throw err;
  }
}

const PAGES = pageFiles("app/admin")
  .map((f) => relative("app", f).replace(/\/?page\.tsx$/, ""))
  .sort();

let params: Record<string, string>;
beforeAll(async () => {
  const subject = await createUser({ type: "provider" });
  const item = await db.queueItem.create({
    data: { kind: "chat_report", sourceId: `pages-${subject.user.id}`, subjectId: subject.user.id },
  });
  params = { kind: "chat_report", id: item.id };
});

describe("every /admin page", () => {
  it("is found on the file system, the console's home, queues, item, overview, approvals, corrections and audit among them", () => {
    expect(PAGES).toEqual(
      expect.arrayContaining(["admin", "admin/queues/[kind]", "admin/queues/[kind]/[id]", "admin/overview", "admin/audit"]),
    );
    expect(PAGES.length).toBeGreaterThanOrEqual(7);
  });

  it("opens only for an admin with two-step sign-in", async () => {
    const roles: [string, (() => Promise<{ user: { id: string; sessionVersion: number } }>) | null, Outcome][] = [
      ["signed out", null, "redirect"],
      ["employer", () => createUser({ type: "customer" }), "not-found"],
      ["employee", () => createUser({ type: "provider" }), "not-found"],
      ["admin without two-step sign-in", () => createUser({ type: "admin" }), "second-step"],
      ["admin with two-step sign-in", () => createUser({ type: "admin", data: { totpEnabledAt: new Date() } }), "screen"],
    ];
    for (const [role, make, want] of roles) {
      jar.clear();
      if (make) {
        const { user } = await make();
        const [name, value] = (await webSessionCookie(user)).cookie.split(/=(.*)/s);
        jar.set(name, value);
      }
      for (const path of PAGES) {
        const mod = (await import(`@/app/${path}/page`)) as { default: Page };
        expect(await render(mod.default, params), `${role} on /${path}`).toBe(want);
      }
    }
  });
});
