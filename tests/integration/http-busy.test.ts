// A call whose database transaction could not get a connection or ran out of time answers 503 with
// Retry-After from the request wrapper (lib/http/route.ts), never a 500, and what it wrote is rolled back.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BUSY, route } from "@/lib/http/route";
import { createCategory } from "../helpers/factories";

const post = (handler: () => Promise<Record<string, unknown>>) =>
  route({ auth: false, body: "none" }, handler)(new Request("http://localhost:3000/api/x", { method: "POST" }), {});

describe("a busy database in the request wrapper", () => {
  it("answers 503 with Retry-After when the transaction runs past its time, and keeps nothing it wrote", async () => {
    const { parent } = await createCategory("Busy");
    const res = await post(async () => {
      await db.$transaction(
        async (tx) => {
          await tx.category.create({ data: { name: "written then rolled back", parentId: parent.id, position: 9, icon: "" } });
          await tx.$executeRaw`select pg_sleep(0.4)`;
          await tx.category.findMany({ where: { parentId: parent.id } });
        },
        { timeout: 100 },
      );
      return {};
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toEqual({ result: false, error: BUSY });
    expect(await db.category.count({ where: { parentId: parent.id, name: "written then rolled back" } })).toBe(0);
  });
});
