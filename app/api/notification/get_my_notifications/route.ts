// POST /api/notification/get_my_notifications {user_id?, platform} – the caller's notifications
// (newest first, at most 50) and how many are unread. The session is checked in the list's own statement
// (auth "joined"): one database round trip per call.
import { route } from "@/lib/http/route";
import { forbidden } from "@/lib/http/errors";
import { getMyNotificationsSchema } from "@/lib/notifications/schemas";
import { myNotificationsRead } from "@/lib/notifications/queries";

export const POST = route({ input: getMyNotificationsSchema, auth: "joined" }, async ({ session, input }) => {
  const { user, value } = await session.read(myNotificationsRead);
  if (input.user_id && input.user_id !== user.id) throw forbidden("You can only read your own notifications.");
  return value;
});
