// global/get_data: categories by position with their sub-categories, fee percent and ads.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createCategory, createUser } from "../helpers/factories";
import { GET, POST as getData } from "@/app/api/global/get_data/route";
import { db } from "@/lib/db";

// The settings are global rows: this file is the only one that writes them, and its tests run in order.
describe("global/get_data", () => {
  it("answers categories ordered by position with their sub-categories, without sign-in", async () => {
    const second = await createCategory("Second", ["S-b", "S-a"], 9002);
    const first = await createCategory("First", ["F-a"], 9001);
    const { status, json } = await call(getData, { body: {} });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    const mine = json.categories.filter((c: { _id: string }) => [first.parent.id, second.parent.id].includes(c._id));
    expect(mine).toEqual([
      {
        _id: first.parent.id,
        name: first.parent.name,
        icon: "icon.svg",
        subCategories: [{ _id: first.subs[0].id, name: first.subs[0].name, icon: "" }],
      },
      {
        _id: second.parent.id,
        name: second.parent.name,
        icon: "icon.svg",
        subCategories: second.subs.map((s) => ({ _id: s.id, name: s.name, icon: "" })),
      },
    ]);
    // sub-categories never appear at the top level
    expect(json.categories.map((c: { _id: string }) => c._id)).not.toContain(first.subs[0].id);
  });

  it("defaults to fee 0 and no ads", async () => {
    await db.setting.deleteMany({ where: { key: { in: ["fee", "ads"] } } });
    const { json } = await call(getData, { body: {} });
    expect(json.fee).toBe(0);
    expect(json.ads).toEqual([]);
  });

  it("answers the fee and ads settings, for signed-in users too and over GET", async () => {
    const ads = [
      { _id: "ad1", title: "Insurance", image: "/ads/insurance.png", link: "https://example.test/ins" },
      { title: "No image: dropped" },
    ];
    await db.setting.upsert({ where: { key: "fee" }, create: { key: "fee", value: 7.5 }, update: { value: 7.5 } });
    await db.setting.upsert({ where: { key: "ads" }, create: { key: "ads", value: ads }, update: { value: ads } });
    const { token } = await createUser();
    const { json } = await call(getData, { token, body: {} });
    expect(json.fee).toBe(7.5);
    expect(json.ads).toEqual([{ _id: "ad1", title: "Insurance", image: "/ads/insurance.png", link: "https://example.test/ins" }]);
    const viaGet = await call(GET, { method: "GET" });
    expect(viaGet.json.fee).toBe(7.5);
  });

  it("falls back to the defaults for malformed settings", async () => {
    await db.setting.update({ where: { key: "fee" }, data: { value: "a lot" } });
    await db.setting.update({ where: { key: "ads" }, data: { value: { not: "a list" } } });
    const { json } = await call(getData, { body: {} });
    expect(json.fee).toBe(0);
    expect(json.ads).toEqual([]);
    await db.setting.deleteMany({ where: { key: { in: ["fee", "ads"] } } });
  });

  it("answers the shift policy: the defaults, and a setting over them with bad fields ignored", async () => {
    const before = await call(getData, { body: {} });
    expect(before.json.shiftPolicy.freeCancelHours).toBe(24);
    expect(before.json.shiftPolicy.employerLateCancelFixedPercent).toBe(25);
    expect(before.json.shiftPolicy.reminderHours).toEqual([24, 2]);
    const value = { freeCancelHours: 48, noShowAfterMinutes: "soon", reminderHours: [3, 30] };
    await db.setting.upsert({ where: { key: "shiftPolicy" }, create: { key: "shiftPolicy", value }, update: { value } });
    const after = await call(getData, { body: {} });
    expect(after.json.shiftPolicy.freeCancelHours).toBe(48);
    expect(after.json.shiftPolicy.noShowAfterMinutes).toBe(15);
    expect(after.json.shiftPolicy.reminderHours).toEqual([30, 3]);
    await db.setting.deleteMany({ where: { key: "shiftPolicy" } });
  });
  it("carries an ETag: sent back unchanged it answers 304 without a body, after a change the new answer", async () => {
    const first = await call(getData, { body: {} });
    const etag = first.res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers.get("cache-control")).toBe("no-cache");
    const again = await call(getData, { body: {}, headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.res.text()).toBe("");
    const viaGet = await call(GET, { method: "GET", headers: { "if-none-match": `W/${etag}, "other"` } });
    expect(viaGet.status).toBe(304);

    await db.setting.upsert({ where: { key: "fee" }, create: { key: "fee", value: 4 }, update: { value: 4 } });
    const changed = await call(getData, { body: {}, headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.json.fee).toBe(4);
    expect(changed.res.headers.get("etag")).not.toBe(etag);
    await db.setting.deleteMany({ where: { key: "fee" } });
  });
});
