// Which ads a viewer sees: an ad's `audience` (employers or employees) when it has one; else an ad that leads
// into the app must lead to a screen of the viewer's own menu (a plan ad shown to an employee led to a
// screen they cannot use). Ads to other sites, or to public pages, are for everyone. Pure, so it is unit-tested.
import type { Ad } from "@/lib/settings/get-setting";
import { isActive, menuFor } from "@/components/dashboard/menu";

export function adsFor<T extends Pick<Ad, "link" | "audience">>(ads: T[], userType: string): T[] {
  const role = userType === "customer" ? "customer" : "provider";
  const menu = menuFor(userType);
  return ads.filter((ad) => {
    if (ad.audience) return ad.audience === role;
    const path = ad.link.split(/[?#]/)[0];
    if (!path.startsWith("/dashboard/")) return true;
    return menu.some((item) => isActive(item, path)) || path === "/dashboard/edit-profile";
  });
}
