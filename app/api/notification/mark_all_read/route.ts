// POST /api/notification/mark_all_read – marks all of one's unread notifications read in one statement;
// answers how many were marked and the new unread count (0).
import { route } from "@/lib/http/route";
import { markAllNotificationsRead } from "@/lib/notifications/queries";

export const POST = route({ body: ["json", "none"] }, async ({ user }) => {
  return markAllNotificationsRead(user.id);
});
