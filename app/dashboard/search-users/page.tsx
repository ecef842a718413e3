import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Search" };

export default async function Page() {
  const user = await requireUser();
  return <ComingSoon feature={user.type === "customer" ? "Search Employees" : "Search Employers"} />;
}
