// GET /api/user/get_email_preferences – the caller's e-mail switches (the notification settings page's list).
import { route } from "@/lib/http/route";
import { getEmailPreferences } from "@/lib/notifications/email-preferences";

export const GET = route({}, async ({ user }) => getEmailPreferences(user.id));
