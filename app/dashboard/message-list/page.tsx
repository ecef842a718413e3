import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { listChannels } from "@/lib/chat/queries";
import { MessageList } from "@/components/chat/message-list";

export const metadata: Metadata = { title: "Messages" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function MessageListPage() {
  const user = await requireUser();
  const first = await listChannels(user.id);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
      <MessageList me={user.id} initial={first} />
    </div>
  );
}
