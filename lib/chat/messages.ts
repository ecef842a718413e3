// Every text the chat calls answer with. Client-safe.
import { MSG } from "@/lib/accounts/messages";
import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX_CHARS } from "@/lib/chat/constants";

export const CHAT_MSG = {
  /** the spec's warning, word for word (contact details are a terms violation) */
  ViolationWarning: MSG.ViolationWarning,
  EmptyMessage: "Please type a message.",
  InvisibleOnly: "This message has no visible characters. Please type a message.",
  TooLong: `A message can be at most ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters.`,
  ChannelNotFound: "This conversation does not exist.",
  NotMember: "You are not part of this conversation.",
  UserNotFound: "This person does not exist.",
  Self: "You cannot message yourself.",
  NoTarget: "Say who the message is for: a channelId or a receiver.",
  ReceiverMismatch: "The receiver is not the other person of this conversation.",
  SenderMismatch: "You can only send messages as yourself.",
  BlockedByMe: "You blocked this person. Unblock them to send messages.",
  BlockedMe: "This person is not accepting messages from you.",
  ImageType: "Photos must be JPG or PNG images.",
  ImageSize: `Photos must be ${CHAT_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  ImageMissing: "Please choose a photo.",
  MessageNotFound: "This message does not exist.",
  ReportOwn: "You cannot report your own message.",
  ReportReason: "Please say why you are reporting this message.",
  BadCursor: "The page cursor is not valid.",
  /** the chat screen, instead of the input, once the other person deleted their account */
  OtherDeleted: "This person deleted their account. The conversation stays readable.",
} as const;

/** How a deleted account shows in the inbox and the chat screen. */
export const DELETED_NAME = "Deleted user";
