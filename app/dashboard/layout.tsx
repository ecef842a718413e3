import { cookies } from "next/headers";
import { Providers } from "@/components/providers";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { SIDEBAR_COOKIE } from "@/components/dashboard/sidebar-cookie";
import { displayName } from "@/lib/accounts/dto";
import { requireUser } from "@/app/dashboard/_lib/session";
import { initialTotalUnread } from "@/lib/realtime/unread";
import { adsShown } from "@/lib/billing/plans";
import { HelpLauncher } from "@/components/assistant/help-launcher";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const [jar, unreadMessages] = await Promise.all([cookies(), initialTotalUnread(user.id)]);
  const subtitle = user.type === "customer" ? (user.accountType === "company" ? "Company account" : "Employer") : user.type === "admin" ? "Admin" : "Employee";
  // the client providers (TanStack Query, toasts) wrap the signed-in screens only (app/layout.tsx)
  return (
    <Providers>
      <DashboardShell
        user={{ id: user.id, type: user.type, name: displayName(user) || user.email, avatar: user.avatar, subtitle, unreadMessages }}
        // ads are hidden for every paid level (lib/billing/plans.ts)
        showAds={adsShown(user.level)}
        initialCollapsed={jar.get(SIDEBAR_COOKIE)?.value === "1"}
      >
        {children}
      </DashboardShell>
      {/* docked in the header's row on phones (DashboardShell keeps room for it there); outside <main>: it is
          no part of the page's content (position: fixed, so where it sits in the tree does not move it) */}
      <HelpLauncher docked />
    </Providers>
  );
}
