import "server-only";
import { db } from "@/lib/db";
import { signApiToken } from "@/lib/session/tokens";
import type { ClientInfo } from "@/lib/session/sessions";
import { toSelfUserDto, userWithProfile } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { assertMaySignIn } from "@/lib/accounts/standing";

export type DeviceInfo = { device_token?: string; os?: string };

/**
 * The answer of every successful sign-in or sign-up: the user's own view and an API token, which opens
 * a server-side session (lib/session/sessions.ts). Records the device (push token only when the client
 * sends one, so a web sign-in keeps the phone's) and the activity time.
 */
export async function issueSession(userId: string, device: DeviceInfo = {}, client: ClientInfo = {}) {
  // the last gate of every way in (a second step, a passkey, a social account): a suspended or closed account gets no session
  const standing = await db.user.findUnique({ where: { id: userId }, select: { suspendedUntil: true, bannedAt: true } });
  if (standing) assertMaySignIn(standing);
  const user = await db.user.update({
    where: { id: userId },
    data: {
      lastActiveAt: new Date(),
      ...(device.os ? { os: device.os } : {}),
      ...(device.device_token ? { deviceToken: device.device_token } : {}),
    },
    include: userWithProfile,
  });
  const token = await signApiToken(user, client);
  return { user: toSelfUserDto(user, await jobStatisticsOf(user.id)), token };
}

export type SessionAnswer = Awaited<ReturnType<typeof issueSession>>;
