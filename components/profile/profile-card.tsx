"use client";
// The profile editor's card: the photo (changed in place), the name, the account kind, the title, location,
// rate and member-since line, and the links to the public view and to Change password.
import Link from "next/link";
import { Icon } from "@/components/dashboard/icons";
import { AvatarUpload } from "@/components/profile/avatar-upload";
import { formatLongDate, formatRate, shortLocation } from "@/components/profile/format";
import type { SelfUserDto } from "@/lib/accounts/dto";

export function ProfileCard({
  user,
  name,
  employer,
  onSaved,
}: {
  user: SelfUserDto;
  name: string;
  employer: boolean;
  onSaved: (u: SelfUserDto) => void;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarUpload user={user} name={name} onSaved={onSaved} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-bold text-slate-900" data-testid="profile-name">
              {name}
            </h1>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
              {employer ? (user.accountType === "company" ? "Company" : "Personal") : user.type === "admin" ? "Admin" : "Employee"}
            </span>
          </div>
          {!employer && <p className="mt-0.5 text-slate-600">{user.title || "No title yet"}</p>}
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500">
            {shortLocation(user) && (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="mapPin" className="h-4 w-4" />
                {shortLocation(user)}
              </span>
            )}
            {!employer && (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="dollar" className="h-4 w-4" />
                {formatRate(user.hourlyRate)}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="h-4 w-4" />
              Member since {formatLongDate(user.createdAt)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
          <Link
            href={employer ? `/dashboard/detail-employer/${user._id}` : `/dashboard/detail-employee/${user._id}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <Icon name="user" className="h-4 w-4" />
            View as others see it
          </Link>
          <Link
            href="/dashboard/change-password"
            className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-50 hover:text-brand-700"
          >
            <Icon name="lock" className="h-4 w-4" />
            Change password
          </Link>
        </div>
      </div>
    </section>
  );
}
