// Test users written straight to the database (real PostgreSQL), with a real password hash and API token,
// so a test can start signed in without going through the register calls.
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { signApiToken } from "@/lib/session/tokens";
import type { Prisma, UserType } from "@/lib/generated/prisma/client";
import { uniqueEmail } from "./api";

export const DEFAULT_TEST_PASSWORD = "Gigline123!";

export type CreateUserOptions = {
  type?: UserType;
  email?: string;
  /** null: an account without a password (social sign-up) */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** provider profile fields; hourlyRate in dollars like the API */
  profile?: { title?: string; overview?: string; skills?: string[]; categories?: string[]; hourlyRate?: number };
  /** any other User column */
  data?: Partial<Prisma.UserCreateInput>;
  /** marks the account deleted (deletedAt set) */
  deleted?: boolean;
};

export async function createUser(opts: CreateUserOptions = {}) {
  const type = opts.type ?? "customer";
  const password = opts.password === undefined ? DEFAULT_TEST_PASSWORD : opts.password;
  const email = (opts.email ?? uniqueEmail(type)).toLowerCase();
  const profile = opts.profile ?? (type === "provider" ? {} : undefined);
  const user = await db.user.create({
    data: {
      type,
      email,
      firstName: opts.firstName ?? "Test",
      lastName: opts.lastName ?? (type === "provider" ? "Worker" : "Employer"),
      phone: opts.phone ?? "+15555550100",
      passwordHash: password ? await hashPassword(password) : null,
      deletedAt: opts.deleted ? new Date() : null,
      ...opts.data,
      ...(profile
        ? {
            profile: {
              create: {
                title: profile.title ?? "",
                overview: profile.overview ?? "",
                skills: profile.skills ?? [],
                categories: profile.categories ?? [],
                hourlyRate: Math.round((profile.hourlyRate ?? 0) * 100),
              },
            },
          }
        : {}),
    },
  });
  const token = await signApiToken(user);
  return { user, token, password: password ?? "" };
}

/** A small but real PDF (starts with %PDF-); `marker` lets a test find this very file in storage. */
export function pdfFile(name = "resume.pdf", marker = "") {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return new File([text], name, { type: "application/pdf" });
}

/** A 1×1 PNG. */
export function pngFile(name = "photo.png") {
  const bytes = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );
  return new File([bytes], name, { type: "image/png" });
}

/** Any bytes under any name and claimed type (for refusals). */
export function fakeFile(content: string | Uint8Array, name: string, type = "application/octet-stream") {
  return new File([content as BlobPart], name, { type });
}

/** A category with sub-categories, named uniquely so tests sharing the database never collide. */
export async function createCategory(name: string, subNames: string[] = [], position = 0) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const parent = await db.category.create({ data: { name: `${name} ${suffix}`, position, icon: "icon.svg" } });
  const subs = [];
  for (const [i, sub] of subNames.entries()) {
    subs.push(await db.category.create({ data: { name: `${sub} ${suffix}`, parentId: parent.id, position: i, icon: "" } }));
  }
  return { parent, subs };
}
