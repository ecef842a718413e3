"use client";
// The authenticated app shell (spec §2): header (logo, notifications, user box, logout) and the collapsible
// sidebar with the role's menu, the ads slot and the terms/privacy links. The collapsed state lives in a
// cookie so the server renders the sidebar the way the user left it, without a flash.
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { DesktopSidebar, MobileDrawer } from "@/components/dashboard/dashboard-shell-parts";
import { ShellHeader } from "@/components/dashboard/shell-header";
import { useDashboardShell } from "@/components/dashboard/use-dashboard-shell";

export type ShellUser = {
  id: string;
  type: string;
  name: string;
  avatar: string;
  subtitle: string;
  /** total unread chat messages when the page rendered (the header's message badge; live afterwards) */
  unreadMessages?: number;
};

export function DashboardShell({
  user,
  showAds,
  initialCollapsed,
  children,
}: {
  user: ShellUser;
  showAds: boolean;
  initialCollapsed: boolean;
  children: React.ReactNode;
}) {
  const shell = useDashboardShell(initialCollapsed);

  return (
    // one realtime connection for every screen of the dashboard (hooks/use-realtime.ts)
    <RealtimeProvider userId={user.id}>
      <div className="flex min-h-screen flex-col">
        <ShellHeader user={user} leaving={shell.leaving} onOpenMenu={shell.openDrawer} onLogout={shell.logout} />

        <div className="flex flex-1">
          {/* desktop sidebar */}
          <DesktopSidebar
            userType={user.type}
            pathname={shell.pathname}
            showAds={showAds}
            collapsed={shell.collapsed}
            onToggle={shell.toggleCollapsed}
          />

          {/* mobile drawer */}
          {shell.drawerOpen && (
            <MobileDrawer
              userType={user.type}
              pathname={shell.pathname}
              showAds={showAds}
              panelRef={shell.drawer}
              onClose={shell.closeDrawer}
            />
          )}

          <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
            <div className="mx-auto w-full max-w-6xl">{children}</div>
          </main>
        </div>
      </div>
    </RealtimeProvider>
  );
}
