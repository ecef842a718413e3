import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Payment" };

export default async function Page() {
  const user = await requireUser();
  // the menu calls this screen Payment for employers and Earning for employees
  return <ComingSoon feature={user.type === "customer" ? "Payment" : "Earning"} />;
}
