// lib/profiles/queries.ts's profileSummary (the signed-in home's "Profile strength" and job matching): the same
// facts as the full read (findUserWithProfile) gives, in one statement.
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { sqlStatements } from "../helpers/sql-statements";
import { findUserWithProfile, profileSummary } from "@/lib/profiles/queries";
import { db } from "@/lib/db";

async function fromFullRead(userId: string) {
  const u = (await findUserWithProfile(userId))!;
  const p = u.profile;
  return {
    profile: p ? { title: p.title, overview: p.overview, skills: p.skills, categories: p.categories, hourlyRate: p.hourlyRate } : null,
    hasEducation: u.educations.length > 0,
    hasEmployment: u.employments.length > 0,
    hasResume: Boolean(u.resume),
  };
}

describe("profileSummary", () => {
  it("says what the full read says, for a person with nothing, a bare profile and a complete one", async () => {
    const employer = await createUser({ type: "customer" });
    const bare = await createUser({ type: "provider" });
    const full = await createUser({
      type: "provider",
      profile: { title: "Barista", overview: "Latte art.", skills: ["Espresso", "Latte Art"], categories: ["Barista"], hourlyRate: 22.5 },
    }); // dollars: the factory stores cents
    await db.education.create({
      data: { userId: full.user.id, name: "ACC", degree: "AAS", fieldOfStudy: "Hospitality", from: 2015, to: 2017 },
    });
    await db.employment.create({ data: { userId: full.user.id, company: "Cafe", role: "Barista", from: 2018 } });
    await db.resume.create({ data: { userId: full.user.id, name: "cv.pdf", storageKey: "resumes/x.pdf", size: 1000 } });

    expect(await profileSummary(employer.user.id)).toEqual({ profile: null, hasEducation: false, hasEmployment: false, hasResume: false });
    for (const who of [employer, bare, full]) expect(await profileSummary(who.user.id)).toEqual(await fromFullRead(who.user.id));
    expect(await profileSummary(full.user.id)).toEqual({
      profile: { title: "Barista", overview: "Latte art.", skills: ["Espresso", "Latte Art"], categories: ["Barista"], hourlyRate: 2250 },
      hasEducation: true,
      hasEmployment: true,
      hasResume: true,
    });
    const { statements } = await sqlStatements(() => profileSummary(full.user.id));
    expect(statements).toHaveLength(1);
  });
});
