// Inputs of the chat/* calls, shared by the route handlers and the screens. Client-safe.
import { z } from "zod";
import { CHAT_MSG } from "@/lib/chat/messages";
import { MESSAGE_MAX_CHARS, REPORT_REASON_MAX_CHARS } from "@/lib/chat/constants";

const id = (message: string = CHAT_MSG.ChannelNotFound) => z.string({ error: message }).trim().min(1, message).max(64, message);
const optionalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().min(1).max(64).optional());

/**
 * A character a reader sees. Not: white space of any kind (\s, Unicode separators), controls and format
 * characters (zero-width space/joiners, BOM, word joiner, bidi marks, invisible operators, tags: Cc, Cf),
 * the default-ignorable code points (variation selectors, Hangul fillers, combining grapheme joiner, Khmer
 * inherent vowels, Mongolian selectors) and the braille blank, which renders as white space.
 */
const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether a text has at least one character a reader sees. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/** Text messages are trimmed; an empty one, or one made only of invisible characters, is not sent. */
export const messageText = z
  .string({ error: CHAT_MSG.EmptyMessage })
  .trim()
  .min(1, CHAT_MSG.EmptyMessage)
  .max(MESSAGE_MAX_CHARS, CHAT_MSG.TooLong)
  .refine(hasVisibleText, CHAT_MSG.InvisibleOnly);

/** chat/get_channel_list: the spec's userId is accepted but must be the caller's own (or absent). */
export const channelListSchema = z.object({
  userId: optionalId,
  cursor: z.string().max(200).optional(),
});

/** chat/join_channel: the other person (userId, or the spec-style receiver). */
export const joinChannelSchema = z
  .object({ userId: optionalId, receiver: optionalId })
  .refine((v) => v.userId || v.receiver, { message: CHAT_MSG.UserNotFound });

export const channelIdSchema = z.object({ channelId: id() });

/** chat/get_previous_messages: channelId, and the cursor of the page before (absent: the newest page). */
export const previousMessagesSchema = z.object({
  channelId: id(),
  userId: optionalId,
  cursor: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{1,19}$/, CHAT_MSG.BadCursor)
      .optional(),
  ),
});

/** chat/send_message: into a channel, or to a person (the channel of the two is opened on the first message). */
export const sendMessageSchema = z.object({
  channelId: optionalId,
  receiver: optionalId,
  sender: optionalId,
  content: messageText,
  type: z.literal("text").optional(),
});

/** chat/send_image (multipart): picture, sender, receiver, channelId, type. */
export const sendImageSchema = z.object({
  channelId: optionalId,
  receiver: optionalId,
  sender: optionalId,
  type: z.literal("image").optional(),
  picture: z.instanceof(File, { message: CHAT_MSG.ImageMissing }),
});

export const blockSchema = z.object({ userId: id(CHAT_MSG.UserNotFound) });

export const reportSchema = z.object({
  messageId: id(CHAT_MSG.MessageNotFound),
  reason: z.string({ error: CHAT_MSG.ReportReason }).trim().min(1, CHAT_MSG.ReportReason).max(REPORT_REASON_MAX_CHARS),
});

export const awaySettingSchema = z.object({ enabled: z.boolean() });

export type SendMessageInput = z.infer<typeof sendMessageSchema>;
export type SendImageInput = z.infer<typeof sendImageSchema>;
