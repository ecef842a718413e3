"use client";
// The app shell's header: the menu button (small screens), the logo, the search, the help assistant, messages,
// notifications, the user box and Logout.
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";
import { Logo } from "@/components/ui/logo";
import { HelpLauncher } from "@/components/assistant/help-launcher";
import { NotificationsMenu } from "@/components/dashboard/notifications-menu";
import { HeaderSearch } from "@/components/dashboard/header-search";
import { MessageBadge } from "@/components/realtime/message-badge";
import type { ShellUser } from "@/components/dashboard/dashboard-shell";

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
