// The sidebar menus of the spec (marketplace.md §2). `also` lists the routes that belong to an item, so the
// item stays highlighted on its sub-screens (a chat belongs to Messages, a deposit to Payment, …).
import type { IconName } from "@/components/dashboard/icons";

export type MenuItem = { label: string; href: string; icon: IconName; also?: string[] };

// The job screens belong to the menu's jobs entry: for an employer that is Home (the spec's employer home is the
// list of their jobs, with Post A Job), for an employee My Jobs — so an employee's Home never lights on a job.
const jobScreens = ["/dashboard/job", "/dashboard/detail-job", "/dashboard/recommend-employees"];
const home: MenuItem = { label: "Home", href: "/dashboard/home", icon: "home" };
const employerHome: MenuItem = { ...home, also: jobScreens };
const timeClock: MenuItem = {
  label: "Time Clock Manager",
  href: "/dashboard/time-clock-manager",
  icon: "clock",
  also: ["/dashboard/time-sheet"],
};
const bookingRequests: MenuItem = {
  label: "Booking Requests",
  href: "/dashboard/booking-requests",
  icon: "inbox",
  also: ["/dashboard/booking-detail", "/dashboard/new-booking-request"],
};
const messages: MenuItem = { label: "Messages", href: "/dashboard/message-list", icon: "chat", also: ["/dashboard/chat"] };
const benefits: MenuItem = { label: "Benefits", href: "/dashboard/benefits", icon: "heart" };
// sign-in security (e-mail, password, two-step sign-in, signed-in devices): every role, last
// the notification settings page is reached from the profile (and every event e-mail): it belongs to Security's
// settings group in the menu
const security: MenuItem = {
  label: "Security",
  href: "/dashboard/security",
  icon: "lock",
  also: ["/dashboard/change-password", "/dashboard/notification-settings"],
};
const payment = ["/dashboard/deposit", "/dashboard/withdraw", "/dashboard/pay"];

export const EMPLOYER_MENU: MenuItem[] = [
  employerHome,
  timeClock,
  // the hours workers submitted, to approve or adjust (docs/money.md, Approval)
  { label: "Approvals", href: "/dashboard/approvals", icon: "check" },
  bookingRequests,
  { label: "Search Employees", href: "/dashboard/search-users", icon: "search", also: ["/dashboard/detail-employee"] },
  // the employer's favourite and blocked workers (not in the spec's menu)
  { label: "My team", href: "/dashboard/my-team", icon: "user" },
  messages,
  { label: "Payment", href: "/dashboard/payment", icon: "wallet", also: payment },
  { label: "Background Checks", href: "/dashboard/background-checks", icon: "shield" },
  {
    label: "Subscription",
    href: "/dashboard/subscription",
    icon: "star",
    also: ["/dashboard/checkout-success", "/dashboard/checkout-failure"],
  },
  benefits,
  security,
];

export const EMPLOYEE_MENU: MenuItem[] = [
  home,
  { label: "My Jobs", href: "/dashboard/my-jobs", icon: "briefcase", also: ["/dashboard/detail-job"] },
  // not in the spec's list, but the spec gives employees a job search (/search-jobs) and nothing else
  // leads there from every screen; a search screen must not light up My Jobs
  { label: "Search Jobs", href: "/dashboard/search-jobs", icon: "search" },
  timeClock,
  { label: "Booking Calendar", href: "/dashboard/availability", icon: "calendar" },
  bookingRequests,
  // the worker's score, its events and appeals (docs/booking-and-time.md (Reliability))
  { label: "Reliability", href: "/dashboard/reliability", icon: "shield" },
  { label: "Search Employers", href: "/dashboard/search-users", icon: "building", also: ["/dashboard/detail-employer"] },
  messages,
  { label: "Earning", href: "/dashboard/payment", icon: "wallet", also: payment },
  benefits,
  security,
];

/**
 * Admins get the employee menu (they see the employee home) with the appeal queue instead of a reliability
 * record, and the operations console's audit log (/admin/audit, outside the dashboard).
 */
export const ADMIN_MENU: MenuItem[] = [
  ...EMPLOYEE_MENU.filter((i) => i.href !== "/dashboard/reliability" && i !== security),
  { label: "Appeals", href: "/dashboard/admin/appeals", icon: "inbox" },
  { label: "Audit log", href: "/admin/audit", icon: "shield" },
  security,
];

/** Employers are customers; providers get the employee menu, admins the admin menu. */
export function menuFor(type: string): MenuItem[] {
  return type === "customer" ? EMPLOYER_MENU : type === "admin" ? ADMIN_MENU : EMPLOYEE_MENU;
}

export function isActive(item: MenuItem, pathname: string): boolean {
  return [item.href, ...(item.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
