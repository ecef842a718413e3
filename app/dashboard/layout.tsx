import { cookies } from "next/headers";
import { Providers } from "@/components/providers";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { SIDEBAR_COOKIE } from "@/components/dashboard/sidebar-cookie";
import { displayName } from "@/lib/accounts/dto";
import { requireUser } from "@/app/dashboard/_lib/session";
import { initialTotalUnread } from "@/lib/chat/unread";
import { adsShown } from "@/lib/money/billing/plans";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const [jar, unreadMessages] = await Promise.all([cookies(), initialTotalUnread(user.id)]);
  const subtitle =
    user.type === "customer"
      ? user.accountType === "company"
        ? "Company account"
        : "Employer"
      : user.type === "admin"
        ? "Admin"
        : "Employee";
  // the client providers (TanStack Query, toasts) wrap the signed-in screens only (app/layout.tsx)
  return (
    <Providers>
      <DashboardShell
        user={{ id: user.id, type: user.type, name: displayName(user) || user.email, avatar: user.avatar, subtitle, unreadMessages }}
        // ads are hidden for every paid level (lib/money/billing/plans.ts)
        showAds={adsShown(user.level)}
        initialCollapsed={jar.get(SIDEBAR_COOKIE)?.value === "1"}
      >
        {children}
      </DashboardShell>
    </Providers>
  );
}
