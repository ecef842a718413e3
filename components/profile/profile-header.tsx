// The top card of a detail page: photo, name, a line under it, facts, and the Chat button on other people's
// profiles (never on one's own, where an edit link takes its place), after the page's own `actions` (an
// employer's Invite and Book on an employee's profile).
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/dashboard/icons";

export function ProfileHeader({
  userId,
  own,
  name,
  avatar,
  subtitle,
  actions,
  children,
}: {
  userId: string;
  own: boolean;
  name: string;
  avatar: string;
  subtitle?: React.ReactNode;
  /** buttons before Chat (never on one's own profile) */
  actions?: React.ReactNode;
  /** the facts row (location, rate, member since, rating) */
  children?: React.ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-20 bg-gradient-to-r from-brand-600 to-brand-500 sm:h-24" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="-mt-10 rounded-full border-4 border-white bg-white sm:-mt-12">
          <Avatar src={avatar || null} name={name} size={96} />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold text-slate-900">{name}</h1>
          {subtitle && <div className="mt-0.5 text-slate-600">{subtitle}</div>}
          {children && <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-500">{children}</div>}
        </div>
        <div className="flex flex-wrap gap-2">
          {!own && actions}
          {own ? (
            <Link
              href="/dashboard/edit-profile"
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              <Icon name="pencil" className="h-4 w-4" />
              Edit profile
            </Link>
          ) : (
            <Link
              href={`/dashboard/chat/${userId}`}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <Icon name="chat" className="h-4 w-4" />
              Chat
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

export function Fact({ icon, children }: { icon: "mapPin" | "dollar" | "calendar" | "briefcase"; children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon name={icon} className="h-4 w-4 text-slate-400" />
      {children}
    </span>
  );
}
