// When the employer picked nobody: the best available employees near the location for the shift, as the
// availability module ranks them (findAvailableEmployees: people whose availability covers the shift's WHOLE
// range, start to end, overnight too; near the place, by the people search's score), the first AUTO_PICK_COUNT.
import { findAvailableEmployees } from "@/lib/availability/available-employees";
import { AUTO_PICK_COUNT } from "@/lib/booking/constants";

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
  const people = await findAvailableEmployees({ ...rest, durationMinutes, limit: AUTO_PICK_COUNT });
  return people.slice(0, AUTO_PICK_COUNT).map((p) => p._id);
}
