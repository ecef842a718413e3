// How well an employee fits a job, as a score out of 100 that the card can explain: each factor is a
// fraction 0..1 with a weight and a sentence. Pure, so the ranking is testable without a database.
// The score orders candidates inside the matching radius; the radius itself (near before far, whatever the
// score) is applied by the callers with lib/matching/radius.ts.
import { haversineMiles } from "@/lib/geo/distance";
import { numberFormat } from "@/lib/format/intl";
import { formatCents } from "@/lib/money/amounts/format";

export const WEIGHTS = { category: 30, skill: 30, distance: 15, rate: 10, rating: 15 } as const;
/** Within this many miles the distance factor is full; it falls to 0 at the spec's default search distance. */
export const NEAR_MILES = 10;
export const FAR_MILES = 100;
/** A fixed job's days are priced as 8-hour days to compare with hourly rates. */
export const HOURS_PER_DAY = 8;

export type MatchJob = {
  categories: string[];
  skills: string[];
  payType: "Hourly" | "Fixed";
  /** cents: per hour (Hourly) or for the whole job (Fixed) */
  price: number;
  duration: number;
  lat: number;
  lng: number;
  /** work done from anywhere: the distance is shown but counts in full */
  remote?: boolean;
};

export type MatchCandidate = {
  categories: string[];
  skills: string[];
  /** cents per hour; 0 when not set */
  hourlyRate: number;
  reviewScore: number;
  reviewCount: number;
  lat: number | null;
  lng: number | null;
};

export type MatchFactors = Record<keyof typeof WEIGHTS, number>;
export type Match = { score: number; factors: MatchFactors; reasons: string[]; distance: number | null };

const norm = (s: string) => s.trim().toLowerCase();
const dollars = formatCents;

export function scoreCandidate(job: MatchJob, c: MatchCandidate): Match {
  const reasons: string[] = [];

  const mine = new Set(c.categories.map(norm));
  const sharedCats = job.categories.filter((x) => mine.has(norm(x)));
  const category = job.categories.length ? sharedCats.length / job.categories.length : 0;
  reasons.push(sharedCats.length ? `Works in ${sharedCats.join(", ")}` : "No matching category");

  const skills = new Set(c.skills.map(norm));
  const sharedSkills = job.skills.filter((x) => skills.has(norm(x)));
  const skill = job.skills.length ? sharedSkills.length / job.skills.length : 0;
  reasons.push(
    sharedSkills.length
      ? `Has ${sharedSkills.length} of ${job.skills.length} skills: ${sharedSkills.join(", ")}`
      : "None of the job's skills",
  );

  let distanceFactor = 0;
  let distance: number | null = null;
  if (c.lat !== null && c.lng !== null) {
    distance = Math.round(haversineMiles(job, { lat: c.lat, lng: c.lng }) * 10) / 10;
    distanceFactor = job.remote ? 1 : nearness(distance);
    const miles = Math.round(distance);
    reasons.push(distance < 1 ? "Less than 1 mile away" : `${numberFormat().format(miles)} mile${miles === 1 ? "" : "s"} away`);
  } else {
    if (job.remote) distanceFactor = 1;
    reasons.push("Distance unknown");
  }
  if (job.remote) reasons.push("Remote work: the distance does not matter");

  const budget = job.payType === "Hourly" ? job.price : Math.round(job.price / Math.max(1, job.duration * HOURS_PER_DAY));
  const budgetText = job.payType === "Hourly" ? `${dollars(budget)}/hr budget` : `fixed price (about ${dollars(budget)}/hr)`;
  let rate = 0;
  if (c.hourlyRate <= 0) reasons.push("No hourly rate set");
  else if (budget <= 0) reasons.push("The job names no price");
  else if (c.hourlyRate <= budget) {
    rate = 1;
    reasons.push(`Rate ${dollars(c.hourlyRate)}/hr fits the ${budgetText}`);
  } else {
    // full marks within budget, nothing at twice the budget
    rate = Math.max(0, 1 - (c.hourlyRate - budget) / budget);
    reasons.push(`Rate ${dollars(c.hourlyRate)}/hr is above the ${budgetText}`);
  }

  const rating = c.reviewCount > 0 ? Math.min(1, c.reviewScore / 5) : 0;
  reasons.push(
    c.reviewCount > 0
      ? `Rated ${c.reviewScore.toFixed(1)} from ${c.reviewCount} review${c.reviewCount === 1 ? "" : "s"}`
      : "No reviews yet",
  );

  const raw: MatchFactors = { category, skill, distance: distanceFactor, rate, rating };
  const keys = Object.keys(WEIGHTS) as (keyof MatchFactors)[];
  const score = Math.round(keys.reduce((sum, k) => sum + WEIGHTS[k] * raw[k], 0));
  const factors = Object.fromEntries(keys.map((k) => [k, Math.round(raw[k] * 1000) / 1000])) as MatchFactors;
  return { score, factors, reasons, distance };
}

/** 1 within NEAR_MILES, falling to 0 at FAR_MILES. */
export function nearness(miles: number): number {
  return miles <= NEAR_MILES ? 1 : miles >= FAR_MILES ? 0 : (FAR_MILES - miles) / (FAR_MILES - NEAR_MILES);
}
