import { z } from "zod";

export const getMyNotificationsSchema = z.object({
  /** the spec's clients send their own id; when present it must be the caller's */
  user_id: z.string().max(64).optional(),
  platform: z.string().max(20).optional().default("web"),
});

export const markReadNotificationSchema = z.object({
  notification_id: z.string({ error: "notification_id is required" }).min(1, "notification_id is required").max(64),
});
