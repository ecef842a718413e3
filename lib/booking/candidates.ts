// When the employer picked nobody: the best available employees near the location. The ranking is the
// availability module's (findAvailableEmployees: people whose availability covers the shift, best
// first). Until that module is merged this answers the nearest active providers by rating.
import { db } from "@/lib/db";
import { haversineMiles } from "@/lib/matching/geo";
import { AUTO_PICK_COUNT } from "@/lib/booking/constants";

export type PickArgs = { at: Date; city?: string; state?: string; zipcode?: string; lat?: number; lng?: number; excludeUserIds: string[] };

export async function pickAvailable(args: PickArgs): Promise<string[]> {
  const rows = await db.user.findMany({
    where: { type: "provider", deletedAt: null, id: { notIn: args.excludeUserIds }, ...(args.state ? { state: args.state } : {}) },
    select: { id: true, lat: true, lng: true, reviewScore: true },
    orderBy: [{ reviewScore: "desc" }, { lastActiveAt: "desc" }],
    take: 200,
  });
  const here = args.lat != null && args.lng != null ? { lat: args.lat, lng: args.lng } : null;
  const dist = (r: (typeof rows)[number]) => (here && r.lat != null && r.lng != null ? haversineMiles(here, { lat: r.lat, lng: r.lng }) : 1e9);
  return rows
    .sort((a, b) => dist(a) - dist(b) || b.reviewScore - a.reviewScore)
    .slice(0, AUTO_PICK_COUNT)
    .map((r) => r.id);
}
