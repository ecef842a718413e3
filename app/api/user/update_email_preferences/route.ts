// POST /api/user/update_email_preferences – one switch of the notification settings page: { kind, enabled }.
// Only the kinds of lib/notifications/email-preferences.ts (400 for any other: security and money mail
// cannot be turned off); answers every switch as it now stands.
import { route } from "@/lib/http/route";
import { updateEmailPreferences, updateEmailPreferencesSchema } from "@/lib/notifications/email-preferences";

export const POST = route({ input: updateEmailPreferencesSchema }, async ({ user, input }) => updateEmailPreferences(user.id, input));
