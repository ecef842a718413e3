import { cookies } from "next/headers";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { SIDEBAR_COOKIE } from "@/components/dashboard/sidebar-cookie";
import { displayName } from "@/lib/accounts/dto";
import { requireUser } from "@/app/dashboard/_lib/session";
import { HelpLauncher } from "@/components/assistant/help-launcher";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const jar = await cookies();
  const subtitle = user.type === "customer" ? (user.accountType === "company" ? "Company account" : "Employer") : user.type === "admin" ? "Admin" : "Employee";
  return (
    <DashboardShell
      user={{ id: user.id, type: user.type, name: displayName(user) || user.email, avatar: user.avatar, subtitle }}
      // ads are hidden for level-1 (basic) members
      showAds={user.level !== 1}
      initialCollapsed={jar.get(SIDEBAR_COOKIE)?.value === "1"}
    >
      {children}
      <HelpLauncher />
    </DashboardShell>
  );
}
