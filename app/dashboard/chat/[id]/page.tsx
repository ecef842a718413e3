import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { openChat } from "@/lib/chat/open-chat";
import { ChatRoom } from "@/components/chat/chat-room";

export const metadata: Metadata = { title: "Chat" };

// id: a channel id of the caller's, or a user id (their channel with the caller, or a new conversation)
export default async function ChatPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  let chat = null;
  try {
    chat = await openChat(user.id, decodeURIComponent(id));
  } catch {
    chat = null;
  }
  if (!chat) redirect("/dashboard/home");
  return <ChatRoom key={chat.channel?._id ?? chat.other._id} me={user.id} initial={chat} />;
}
