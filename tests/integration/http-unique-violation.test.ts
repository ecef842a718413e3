// A unique index that refuses a write answers 409 from the request wrapper (lib/http/route.ts), with the
// message written for that index, whichever call raced into it; never a 500.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { MSG } from "@/lib/accounts/messages";
import { UNIQUE_FALLBACK, isUniqueViolation, uniqueIndexOf } from "@/lib/http/unique-violation";
import { createCategory, createUser } from "../helpers/factories";

const post = (handler: () => Promise<Record<string, unknown>>) =>
  route({ auth: false, body: "none" }, handler)(new Request("http://localhost:3000/api/x", { method: "POST" }), {});

describe("unique violations in the request wrapper", () => {
  it("answers 409 with the e-mail message when two sign-ups race for one address", async () => {
    const { user } = await createUser();
    const res = await post(async () => {
      await db.user.create({ data: { email: user.email, type: "customer" } });
      return {};
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ result: false, error: MSG.EmailTaken });
  });

  it("answers 409 (not 500) with a generic message for any other unique index", async () => {
    const { parent } = await createCategory("Unique");
    const res = await post(async () => {
      await db.category.create({ data: { name: "child", parentId: parent.id, position: 1, icon: "" } });
      await db.category.create({ data: { name: "child", parentId: parent.id, position: 2, icon: "" } });
      return {};
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(UNIQUE_FALLBACK);
  });

  it("tells which index fired, inside a transaction too", async () => {
    const { user } = await createUser();
    const err = await db
      .$transaction(async (tx) => {
        await tx.user.create({ data: { email: user.email, type: "provider" } });
      })
      .catch((e: unknown) => e);
    expect(uniqueIndexOf(err)).toBe("User_email_key");
    expect(isUniqueViolation(err, "User_email_key")).toBe(true);
    expect(isUniqueViolation(err, "User_socialType_socialId_key")).toBe(false);
    expect(uniqueIndexOf(new Error("nope"))).toBeNull();
  });
});
