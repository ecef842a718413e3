import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Process Payment" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  await requireUser();
  return <ComingSoon feature="Process Payment" />;
}
