// POST /api/realtime/pusher-auth {socket_id, channel_name} – signs a Pusher subscription, only to the
// signed-in user's own private-user-{id} channel (any other channel: 403).
import { route } from "@/lib/http/route";
import { AppError, forbidden } from "@/lib/http/errors";
import { userChannel } from "@/lib/realtime/events";
import { authorizeChannel } from "@/lib/realtime/pusher";
import { pusherConfigured } from "@/lib/realtime/transport";
import { pusherAuthSchema, REALTIME_MSG } from "@/lib/realtime/schemas";

export const POST = route({ input: pusherAuthSchema, maxBytes: 2_000 }, async ({ user, input }) => {
  if (!pusherConfigured()) throw new AppError(404, REALTIME_MSG.PusherOff);
  if (input.channel_name !== userChannel(user.id)) throw forbidden(REALTIME_MSG.NotYourChannel);
  const { auth } = authorizeChannel(input.socket_id, input.channel_name);
  return { auth };
});
