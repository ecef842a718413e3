// When the employer picked nobody: the best available employees near the location for the shift, as the
// availability module ranks them (findAvailableEmployees: people whose availability covers the shift's WHOLE
// range, start to end, overnight too; near the place, by the people search's score), the first AUTO_PICK_COUNT.
// Whoever already has a booked or confirmed shift at that time is left out (lib/shifts).
import { db } from "@/lib/db";
import { findAvailableEmployees } from "@/lib/availability/available-employees";
import { AUTO_PICK_COUNT } from "@/lib/booking/constants";
import { workersBusyDuring } from "@/lib/shifts/commit";

export type PickArgs = {
  at: Date;
  /** the shift's end: only people available for the whole range [at, end) */
  end: Date;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  excludeUserIds: string[];
};

export async function pickAvailable(args: PickArgs): Promise<string[]> {
  const { end, ...rest } = args;
  const durationMinutes = Math.ceil((end.getTime() - args.at.getTime()) / 60_000);
  const busy = await workersBusyDuring(db, args.at, end);
  const people = await findAvailableEmployees({
    ...rest,
    excludeUserIds: [...args.excludeUserIds, ...busy],
    durationMinutes,
    limit: AUTO_PICK_COUNT,
  });
  return people.slice(0, AUTO_PICK_COUNT).map((p) => p._id);
}
