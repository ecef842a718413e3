// When the employer picked nobody: the best available employees near the location at the shift's time,
// as the availability module ranks them (findAvailableEmployees: people whose availability covers the
// shift, near the place, by the people search's score), the first AUTO_PICK_COUNT of them in that order,
// leaving out whoever already has a booked or confirmed shift at that time (lib/shifts).
import { db } from "@/lib/db";
import { findAvailableEmployees } from "@/lib/availability/available-employees";
import { AUTO_PICK_COUNT } from "@/lib/booking/constants";
import { workersBusyDuring } from "@/lib/shifts/commit";

export type PickArgs = {
  at: Date;
  /** the shift's end: workers with a booked or confirmed shift overlapping [at, end) are left out */
  end?: Date;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  excludeUserIds: string[];
};

export async function pickAvailable({ end, ...args }: PickArgs): Promise<string[]> {
  const busy = end ? await workersBusyDuring(db, args.at, end) : [];
  const people = await findAvailableEmployees({ ...args, excludeUserIds: [...args.excludeUserIds, ...busy], limit: AUTO_PICK_COUNT });
  return people.slice(0, AUTO_PICK_COUNT).map((p) => p._id);
}
