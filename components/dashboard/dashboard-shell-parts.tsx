"use client";
// The app shell's side parts: the desktop sidebar, the mobile drawer, the role's menu and the legal links. The
// header is in shell-header.tsx.
import Link from "next/link";
import type { RefObject } from "react";
import { AdSlot } from "@/components/dashboard/ad-slot";
import { Icon } from "@/components/dashboard/icons";
import { Logo } from "@/components/ui/logo";
import { isActive, menuFor } from "@/components/dashboard/menu";

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
