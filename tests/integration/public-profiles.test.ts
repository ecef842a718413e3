// The reads behind the public provider pages: only live providers, and never their contact data.
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { uniqueEmail } from "../helpers/api";
import { getPublicProvider, listPublicProviderSitemapEntries, listPublicProviders } from "@/lib/public-profiles/queries";
import { profileJsonLd } from "@/lib/public-profiles/json-ld";
import { db } from "@/lib/db";

const PRIVATE_KEYS = [
  "email",
  "phone",
  "passwordHash",
  "streetNumber",
  "route",
  "lat",
  "lng",
  "zipcode",
  "location",
  "credit",
  "sessionVersion",
  "socialId",
];

function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

async function provider(opts: { deleted?: boolean } = {}) {
  const phone = `+1 555 01${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  const { user } = await createUser({
    type: "provider",
    email: uniqueEmail("pro"),
    firstName: "Rosa",
    lastName: "Delgado",
    phone,
    deleted: opts.deleted,
    profile: {
      title: "Event Bartender",
      overview: "Friendly bartender for weddings and festivals.",
      skills: ["Mixology"],
      categories: ["Bartender"],
      hourlyRate: 31.5,
    },
    data: {
      city: "Austin",
      state: "TX",
      streetNumber: "611",
      route: "Congress Ave",
      zipcode: "78701",
      lat: 30.27,
      lng: -97.74,
      location: "611 Congress Ave, Austin, TX",
    },
  });
  await db.education.create({
    data: { userId: user.id, name: "Austin Community College", degree: "AAS", fieldOfStudy: "Hospitality", from: 2015, to: 2017 },
  });
  await db.employment.create({ data: { userId: user.id, company: "The Driskill", role: "Bartender", from: 2018, to: null } });
  return user;
}

describe("public provider profiles", () => {
  it("returns what the page shows and no e-mail, phone, address or account fields", async () => {
    const u = await provider();
    const p = await getPublicProvider(u.id);
    expect(p).toMatchObject({
      id: u.id,
      name: "Rosa D.",
      title: "Event Bartender",
      city: "Austin",
      state: "TX",
      hourlyRate: 3150,
      skills: ["Mixology"],
      categories: ["Bartender"],
    });
    expect(p!.educations).toHaveLength(1);
    expect(p!.employments[0]).toMatchObject({ company: "The Driskill", role: "Bartender", to: null });

    const keys = keysDeep(p);
    for (const k of PRIVATE_KEYS) expect(keys.has(k), `public profile carries "${k}"`).toBe(false);
    const text = JSON.stringify(p);
    expect(text).not.toContain(u.email);
    expect(text).not.toContain(u.phone);
    expect(text).not.toContain("Delgado"); // the public web sees the last initial only

    const ld = profileJsonLd(p!);
    expect(ld["@type"]).toBe("ProfilePage");
    expect(ld.mainEntity).toMatchObject({
      "@type": "Person",
      name: "Rosa D.",
      jobTitle: "Event Bartender",
      address: { addressLocality: "Austin", addressRegion: "TX" },
      knowsAbout: ["Mixology"],
    });
    expect(JSON.stringify(ld)).not.toContain(u.email);
    expect(JSON.stringify(ld)).not.toContain(u.phone);
  });

  it("does not show deleted providers, customers or admins", async () => {
    const live = await provider();
    const deleted = await provider({ deleted: true });
    const { user: customer } = await createUser({ type: "customer", email: uniqueEmail("cust") });
    const { user: admin } = await createUser({ type: "admin", email: uniqueEmail("admin") });

    expect(await getPublicProvider(live.id)).not.toBeNull();
    for (const hidden of [deleted, customer, admin]) expect(await getPublicProvider(hidden.id)).toBeNull();
    expect(await getPublicProvider("no-such-id")).toBeNull();

    const { items } = await listPublicProviders({ page: 1, pageSize: 10_000 });
    const listed = new Set(items.map((i) => i.id));
    expect(listed.has(live.id)).toBe(true);
    for (const hidden of [deleted, customer, admin]) expect(listed.has(hidden.id)).toBe(false);
    for (const k of PRIVATE_KEYS) expect(keysDeep(items).has(k)).toBe(false);

    const sitemap = await listPublicProviderSitemapEntries();
    const inSitemap = new Set(sitemap.map((e) => e.id));
    expect(inSitemap.has(live.id)).toBe(true);
    for (const hidden of [deleted, customer, admin]) expect(inSitemap.has(hidden.id)).toBe(false);
    expect(sitemap.find((e) => e.id === live.id)!.lastModified).toBeInstanceOf(Date);
  });

  it("pages the index with a stable order", async () => {
    await provider();
    await provider();
    const first = await listPublicProviders({ page: 1, pageSize: 1 });
    const second = await listPublicProviders({ page: 2, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0].id).not.toBe(second.items[0].id);
    expect(first.pageCount).toBe(first.total);
    expect((await listPublicProviders({ page: 1, pageSize: 1 })).items[0].id).toBe(first.items[0].id);
  });
});
