// POST /api/notification/mark_read_notification {notification_id} – marks one of one's own
// notifications read; answers it and the new unread count.
import { route } from "@/lib/http/route";
import { markReadNotificationSchema } from "@/lib/notifications/schemas";
import { markNotificationRead } from "@/lib/notifications/queries";

export const POST = route({ input: markReadNotificationSchema }, async ({ user, input }) => {
  return markNotificationRead(user.id, input.notification_id);
});
