"use client";
// The app shell's parts: the header, the desktop sidebar, the mobile drawer, the role's menu and the legal links.
import Link from "next/link";
import type { RefObject } from "react";
import { Avatar } from "@/components/ui/avatar";
import { AdSlot } from "@/components/dashboard/ad-slot";
import { Icon } from "@/components/dashboard/icons";
import { Logo } from "@/components/ui/logo";
import { HelpLauncher } from "@/components/assistant/help-launcher";
import { isActive, menuFor } from "@/components/dashboard/menu";
import { NotificationsMenu } from "@/components/dashboard/notifications-menu";
import { HeaderSearch } from "@/components/dashboard/header-search";
import { MessageBadge } from "@/components/realtime/message-badge";
import type { ShellUser } from "@/components/dashboard/dashboard-shell";

/** The role's menu; `mini` shows icons only (the collapsed sidebar). */
function MainNav({ userType, pathname, mini }: { userType: string; pathname: string; mini: boolean }) {
  return (
    <nav aria-label="Main menu" className="flex flex-col gap-1">
      {menuFor(userType).map((item) => {
        const active = isActive(item, pathname);
        return (
          <Link
            key={item.label}
            href={item.href}
            title={mini ? item.label : undefined}
            aria-current={active ? "page" : undefined}
            className={`group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
              active ? "bg-brand-600 text-white shadow-sm" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            } ${mini ? "justify-center px-0" : ""}`}
          >
            <Icon name={item.icon} className="h-5 w-5 shrink-0" />
            <span className={mini ? "sr-only" : "truncate"}>{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function LegalLinks() {
  return (
    <nav aria-label="Legal" className="flex gap-3 text-xs text-slate-500">
      <Link href="/terms" className="hover:text-brand-700 hover:underline">
        Terms
      </Link>
      <Link href="/privacy" className="hover:text-brand-700 hover:underline">
        Privacy
      </Link>
      <span className="ml-auto text-slate-400">© {new Date().getFullYear()} Gigline</span>
    </nav>
  );
}

export function ShellHeader({
  user,
  leaving,
  onOpenMenu,
  onLogout,
}: {
  user: ShellUser;
  leaving: boolean;
  onOpenMenu: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 min-w-0 items-center gap-1.5 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-3 sm:px-3 md:px-5">
      <button
        type="button"
        aria-label="Open menu"
        onClick={onOpenMenu}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <Link href="/dashboard/home" aria-label="Gigline home" className="shrink-0">
        <span className="min-[400px]:hidden">
          <Logo compact />
        </span>
        <span className="hidden min-[400px]:inline">
          <Logo />
        </span>
      </Link>
      <HeaderSearch userType={user.type} />
      {/* every header button is at least 24 × 24 px (WCAG 2.2 target size) with room between them */}
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {/* the help assistant's own place: a header button, never over a page's fields or its sticky action
            bar, and away from Logout (components/assistant/help-launcher.tsx) */}
        <HelpLauncher placement="header" />
        <MessageBadge initialUnread={user.unreadMessages ?? 0} />
        <NotificationsMenu userId={user.id} />
        <Link
          href="/dashboard/edit-profile"
          data-testid="user-box"
          className="flex items-center gap-2 rounded-full py-1 pl-1 pr-1 transition hover:bg-slate-100 sm:pr-3"
        >
          <Avatar src={user.avatar || null} name={user.name} size={36} decorative />
          <span className="sr-only sm:hidden">{user.name}, your profile</span>
          <span className="hidden min-w-0 flex-col leading-tight sm:flex">
            <span className="max-w-40 truncate text-sm font-semibold text-slate-800">{user.name}</span>
            <span className="max-w-40 truncate text-xs text-slate-500">{user.subtitle}</span>
          </span>
        </Link>
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className="flex items-center gap-1.5 rounded-lg px-1.5 py-2 sm:px-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-red-600 disabled:opacity-50"
        >
          <Icon name="logout" className="h-5 w-5" />
          <span className="sr-only md:not-sr-only">Logout</span>
        </button>
      </div>
    </header>
  );
}

type SidebarProps = { userType: string; pathname: string; showAds: boolean };

export function DesktopSidebar({
  userType,
  pathname,
  showAds,
  collapsed,
  onToggle,
}: SidebarProps & { collapsed: boolean; onToggle: () => void }) {
  return (
    <aside
      aria-label="Sidebar"
      data-testid="sidebar"
      data-collapsed={collapsed ? "true" : "false"}
      className={`sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex ${
        collapsed ? "w-[76px]" : "w-64"
      }`}
    >
      <div className={`flex ${collapsed ? "justify-center" : "justify-end"} px-3 pt-3`}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon name={collapsed ? "chevronsRight" : "chevronsLeft"} className="h-5 w-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-3 pb-3">
        <MainNav userType={userType} pathname={pathname} mini={collapsed} />
        {showAds && !collapsed && (
          <div className="mt-6">
            <AdSlot userType={userType} />
          </div>
        )}
      </div>
      <div className={`border-t border-slate-100 px-4 py-3 ${collapsed ? "hidden" : ""}`}>
        <LegalLinks />
      </div>
      {collapsed && (
        <nav aria-label="Legal" className="flex flex-col items-center gap-1 border-t border-slate-100 py-3 text-[11px] text-slate-500">
          <Link href="/terms" className="hover:text-brand-700">
            Terms
          </Link>
          <Link href="/privacy" className="hover:text-brand-700">
            Privacy
          </Link>
        </nav>
      )}
    </aside>
  );
}

export function MobileDrawer({
  userType,
  pathname,
  showAds,
  panelRef,
  onClose,
}: SidebarProps & { panelRef: RefObject<HTMLDivElement | null>; onClose: () => void }) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className="fixed inset-0 z-40 outline-none lg:hidden"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
    >
      <div className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <Logo />
          <button type="button" aria-label="Close menu" onClick={onClose} className="rounded-lg p-2 text-slate-500 hover:bg-slate-100">
            <Icon name="close" className="h-5 w-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <MainNav userType={userType} pathname={pathname} mini={false} />
          {showAds && (
            <div className="mt-6">
              <AdSlot userType={userType} />
            </div>
          )}
        </div>
        <div className="border-t border-slate-100 px-4 py-3">
          <LegalLinks />
        </div>
      </div>
    </div>
  );
}
