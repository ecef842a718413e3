// Helpers of the search tests: jobs written straight to the database (the schema's fields), unique words
// and remote places so that tests sharing one database never see each other's jobs.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

let n = 0;
const LETTERS = "bcdfghjklmnpqrstvwxz";

/** A made-up word no other test (or dictionary) uses: random consonant-vowel pairs. */
export function uniqueWord(prefix = "zor") {
  let s = "";
  for (let i = 0; i < 7; i++) s += LETTERS[crypto.randomInt(LETTERS.length)] + "aeiou"[crypto.randomInt(5)];
  return `${prefix}${s}`;
}

/** A point in open country (Nevada/Utah desert grid), different for every call. */
export function remotePoint() {
  n += 1;
  const slot = (process.pid * 31 + n * 17 + Math.floor(Math.random() * 1000)) % 400;
  return { lat: 38.0 + Math.floor(slot / 20) * 0.35, lng: -117.5 + (slot % 20) * 0.35 };
}

/** earth() of the earthdistance extension, in miles: distances here follow its sphere */
export const EARTH_MILES = 6378168 / 1609.344;

/** The point `miles` due north of p (along the meridian), on earthdistance's sphere. */
export function northOf(p: { lat: number; lng: number }, miles: number) {
  return { lat: p.lat + (miles / EARTH_MILES) * (180 / Math.PI), lng: p.lng };
}

export type JobInput = Partial<Omit<Prisma.JobUncheckedCreateInput, "creatorId">> & { lat?: number; lng?: number };

export async function createJob(creatorId: string, data: JobInput = {}) {
  return db.job.create({
    data: {
      creatorId,
      title: data.title ?? "Helper needed",
      description: data.description ?? "General help for a day.",
      status: data.status ?? 0,
      payType: data.payType ?? "Hourly",
      price: data.price ?? 2000,
      initialPrice: data.initialPrice ?? data.price ?? 2000,
      duration: data.duration ?? 8,
      type: data.type ?? "One-time job",
      skills: data.skills ?? [],
      categories: data.categories ?? [],
      location: data.location ?? "Somewhere, NV",
      city: data.city ?? "Somewhere",
      state: data.state ?? "NV",
      lat: data.lat ?? 39,
      lng: data.lng ?? -116,
      createdAt: data.createdAt,
    },
  });
}
