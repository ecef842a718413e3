"use client";
// The app shell's state: the sidebar's collapsed state (kept in a cookie for the server's first render),
// the mobile drawer (closed by a navigation, holding the focus while open) and logging out.
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useModalFocus } from "@/hooks/use-modal-focus";
import { signOutAndClear } from "@/components/dashboard/sign-out";
import { SIDEBAR_COOKIE } from "@/components/dashboard/sidebar-cookie";

export function useDashboardShell(initialCollapsed: boolean) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // a navigation closes the mobile drawer; while open it keeps the focus (Tab inside, Escape closes)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the route is the external change: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);
  const drawer = useRef<HTMLDivElement>(null);
  useModalFocus(drawer, drawerOpen, () => setDrawerOpen(false));

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "1" : "0"}; path=/; max-age=31536000; samesite=lax`;
  };

  const logout = async () => {
    setLeaving(true);
    await signOutAndClear("/");
  };

  return {
    pathname,
    collapsed,
    toggleCollapsed,
    drawer,
    drawerOpen,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => setDrawerOpen(false),
    leaving,
    logout,
  };
}
