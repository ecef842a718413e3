// POST /api/notification/get_my_notifications {user_id?, platform} – the caller's notifications
// (newest first, at most 50) and how many are unread.
import { route } from "@/lib/http/route";
import { forbidden } from "@/lib/http/errors";
import { getMyNotificationsSchema } from "@/lib/notifications/schemas";
import { listMyNotifications } from "@/lib/notifications/queries";

export const POST = route({ input: getMyNotificationsSchema }, async ({ user, input }) => {
  if (input.user_id && input.user_id !== user.id) throw forbidden("You can only read your own notifications.");
  return listMyNotifications(user.id);
});
