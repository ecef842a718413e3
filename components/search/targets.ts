// Where a picked suggestion (or recent entry) leads, and what the search log remembers of it. Pure, so the
// header box and the search screens agree and the rules are unit-tested.
import type { PlacePick } from "@/lib/search/answers";

export type SearchTarget =
  | { kind: "keyword"; keyword: string }
  | { kind: "user"; id: string; userType?: string }
  /** a job suggestion stands for every open job with that title (no id); a recent job has one */
  | { kind: "job"; id?: string; title: string }
  | { kind: "category"; name: string }
  | { kind: "location"; text: string; place?: PlacePick };

/** Employers search employees; employees (and admins, who see the employee screens) search jobs. */
export function searchScreenFor(viewerType: string): "/dashboard/search-jobs" | "/dashboard/search-users" {
  return viewerType === "customer" ? "/dashboard/search-users" : "/dashboard/search-jobs";
}

/** People suggestions are of the other side of the marketplace (as search/users answers). */
export function otherSide(viewerType: string): "provider" | "customer" {
  return viewerType === "provider" ? "customer" : "provider";
}

export function userDetailHref(id: string, userType: string): string {
  return `${userType === "customer" ? "/dashboard/detail-employer" : "/dashboard/detail-employee"}/${encodeURIComponent(id)}`;
}

export function targetHref(t: SearchTarget, viewerType: string): string {
  const screen = searchScreenFor(viewerType);
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  switch (t.kind) {
    case "keyword":
      return `${screen}${q({ keyword: t.keyword.trim() })}`;
    case "user":
      return userDetailHref(t.id, t.userType ?? otherSide(viewerType));
    case "job":
      return t.id ? `/dashboard/detail-job/${encodeURIComponent(t.id)}` : `/dashboard/search-jobs${q({ keyword: t.title })}`;
    case "category":
      // a category is a filter of its own: the keyword is cleared
      return `${screen}${q({ keyword: "", category: t.name })}`;
    case "location":
      return `${screen}${q({
        keyword: "",
        location: t.text,
        ...(t.place ? { lat: String(t.place.lat), lng: String(t.place.lng) } : {}),
      })}`;
  }
}

/** searchlog/create payload for a pick: a keyword, a person or a job opened; nothing for filters. */
export function targetLog(t: SearchTarget): { keyword: string } | { userId: string } | { jobId: string } | null {
  switch (t.kind) {
    case "keyword":
      return t.keyword.trim() ? { keyword: t.keyword.trim() } : null;
    case "user":
      return { userId: t.id };
    case "job":
      return t.id ? { jobId: t.id } : { keyword: t.title };
    default:
      return null;
  }
}
