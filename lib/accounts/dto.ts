// The spec's User object as the API returns it. Provider profile fields are flat on
// the user, as the spec's clients read them. Contact and account data only go to the user themself.
import type { Prisma } from "@/lib/generated/prisma/client";
import { creditShownOf, UNREDEEMED_GRANTS } from "@/lib/money/billing/credit-rule";

export const userWithProfile = {
  profile: true,
  educations: { orderBy: [{ from: "desc" }, { createdAt: "desc" }] },
  employments: { orderBy: [{ from: "desc" }, { createdAt: "desc" }] },
  resume: true,
  timer: true,
  // the grants whose redeem date may make them part of the credit shown (lib/money/billing/credits.ts)
  creditGrants: UNREDEEMED_GRANTS,
} satisfies Prisma.UserInclude;

export type UserWithProfile = Prisma.UserGetPayload<{ include: typeof userWithProfile }>;

export type Statistics = {
  jobsPosted: number;
  hires: number;
  totalPaid: number;
  totalEarned: number;
  openJobs: number;
  activeContracts: number;
  /** postings with at least one hire (on the posting or one of its seats): the hire rate's numerator */
  jobsHired: number;
};

export const EMPTY_STATISTICS: Statistics = {
  jobsPosted: 0,
  hires: 0,
  totalPaid: 0,
  totalEarned: 0,
  openJobs: 0,
  activeContracts: 0,
  jobsHired: 0,
};

export function displayName(u: { accountType?: string | null; company: string; firstName: string; lastName: string }) {
  if (u.accountType === "company" && u.company) return u.company;
  return [u.firstName, u.lastName].filter(Boolean).join(" ") || u.company;
}

/**
 * What others see of where a person is: "City, ST" when known (a typed street address may be a home),
 * else the typed text. The exact address stays in the person's own view.
 */
export function publicLocation(u: { city: string; state: string; location: string }) {
  return u.city && u.state ? `${u.city}, ${u.state}` : u.city || u.location;
}

/** A point rounded to about a kilometre: enough for distances, not a front door. */
export const coarse = (v: number | null) => (v == null ? null : Math.round(v * 100) / 100);

/** Public view: what anyone signed in may see of another person. No e-mail, no phone, no street address. */
export function toPublicUserDto(u: UserWithProfile, statistics: Statistics = EMPTY_STATISTICS) {
  return {
    _id: u.id,
    type: u.type,
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    accountType: u.accountType,
    avatar: u.avatar,
    location: publicLocation(u),
    city: u.city,
    state: u.state,
    county: u.county,
    country: u.country,
    zipcode: u.zipcode,
    lat: coarse(u.lat),
    lng: coarse(u.lng),
    level: u.level,
    reviewScore: u.reviewScore,
    reviewCount: u.reviewCount,
    createdAt: u.createdAt.toISOString(),
    lastActiveAt: u.lastActiveAt.toISOString(),
    statistics,
    title: u.profile?.title ?? "",
    overview: u.profile?.overview ?? "",
    skills: u.profile?.skills ?? [],
    hourlyRate: (u.profile?.hourlyRate ?? 0) / 100,
    categories: u.profile?.categories ?? [],
    socialLinks: (u.profile?.socialLinks as Record<string, string> | undefined) ?? {},
    /** employer profile: about the company (plain text), logo URL, website (http/https) */
    companyDescription: u.companyDescription,
    companyLogo: u.companyLogo,
    website: u.website,
    educations: u.educations.map((e) => ({
      _id: e.id,
      name: e.name,
      degree: e.degree,
      fieldOfStudy: e.fieldOfStudy,
      description: e.description,
      from: e.from,
      to: e.to,
    })),
    employments: u.employments.map((e) => ({
      _id: e.id,
      company: e.company,
      role: e.role,
      description: e.description,
      from: e.from,
      to: e.to,
    })),
    resume: u.resume
      ? { url: `/api/user/resume/${u.id}`, name: u.resume.name, createdAt: u.resume.createdAt.toISOString(), size: u.resume.size }
      : null,
  };
}

/** The signed-in user's own view: everything public plus contact, address and account fields. */
export function toSelfUserDto(u: UserWithProfile, statistics: Statistics = EMPTY_STATISTICS) {
  return {
    ...toPublicUserDto(u, statistics),
    location: u.location,
    lat: u.lat,
    lng: u.lng,
    email: u.email,
    phone: u.phone,
    street_number: u.streetNumber,
    route: u.route,
    socialId: u.socialId,
    socialType: u.socialType,
    // own credit + redeem credit due within 3 days (the one rule, lib/money/billing/credits.ts)
    credit: creditShownOf(u.credit, u.creditGrants).shown,
    redeemCredit: creditShownOf(u.credit, u.creditGrants).redeemSoon,
    device_token: u.deviceToken,
    os: u.os,
    infoCubicAccountNumber: u.infoCubicAccountNumber,
    searchFilter: u.searchFilter ?? null,
    searchUserFilter: u.searchUserFilter ?? null,
    hasPassword: Boolean(u.passwordHash),
    timer: toTimerDto(u.timer),
  };
}

/** The spec's timer {tracking, startAt, job, memo}: the running time clock (user/start_timer), job = its job id. */
export function toTimerDto(t: { startAt: Date; jobId: string; memo: string } | null | undefined) {
  return t
    ? { tracking: true, startAt: t.startAt.toISOString(), job: t.jobId, memo: t.memo }
    : { tracking: false, startAt: null, job: null, memo: "" };
}
export type TimerDto = ReturnType<typeof toTimerDto>;

export type PublicUserDto = ReturnType<typeof toPublicUserDto>;
export type SelfUserDto = ReturnType<typeof toSelfUserDto>;
