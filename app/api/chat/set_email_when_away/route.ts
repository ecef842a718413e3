// POST /api/chat/set_email_when_away – the profile setting: e-mail me when a message waits unread (enabled)
import { route } from "@/lib/http/route";
import { awaySettingSchema } from "@/lib/chat/schemas";
import { setAwayEmail } from "@/lib/chat/away-email";

export const POST = route({ input: awaySettingSchema }, async ({ user, input }) => setAwayEmail(user.id, input.enabled));
