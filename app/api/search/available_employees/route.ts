// POST /api/search/available_employees – employees available at a time near a place, best first
// (query, availableTime: {date 'MMMM Do, YYYY', time 'hh:mm A', timezone} or an ISO instant, city, county, state, zipcode)
import { route } from "@/lib/http/route";
import { availableEmployeesSchema } from "@/lib/availability/schemas";
import { searchAvailableEmployees } from "@/lib/availability/search-available";

export const POST = route({ input: availableEmployeesSchema }, async ({ user, input }) => searchAvailableEmployees(user.id, input));
