// POST /api/user/unsubscribe_email – the unsubscribe page's button: { token } from an event e-mail's link.
// Signed out or in: the token names the person and the kind; it works once (lib/notifications/unsubscribe.ts).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { unsubscribeWithToken } from "@/lib/notifications/unsubscribe";

const schema = z.object({ token: z.string({ error: "token is required" }).min(1, "token is required").max(220) });

export const POST = route({ auth: false, input: schema }, async ({ input }) => unsubscribeWithToken(input.token));
