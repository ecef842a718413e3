// When the employer picked nobody: the best available employees near the location at the shift's time,
// as the availability module ranks them (findAvailableEmployees: people whose availability covers the
// shift, near the place, by the people search's score), the first AUTO_PICK_COUNT of them in that order.
import { findAvailableEmployees } from "@/lib/availability/available-employees";
import { AUTO_PICK_COUNT } from "@/lib/booking/constants";

export type PickArgs = {
  at: Date;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  excludeUserIds: string[];
};

export async function pickAvailable(args: PickArgs): Promise<string[]> {
  const people = await findAvailableEmployees({ ...args, limit: AUTO_PICK_COUNT });
  return people.slice(0, AUTO_PICK_COUNT).map((p) => p._id);
}
