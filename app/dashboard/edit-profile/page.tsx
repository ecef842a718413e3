import type { Metadata } from "next";
import Link from "next/link";
import { EditProfile } from "@/components/profile/edit-profile";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { requireUserWithProfile } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "Edit Profile" };

export default async function EditProfilePage() {
  const user = await requireUserWithProfile();
  return (
    <div className="flex flex-col gap-6">
      <EditProfile initialUser={toSelfUserDto(user, await jobStatisticsOf(user.id))} />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="email-settings-title">
        <h2 id="email-settings-title" className="text-lg font-semibold text-slate-900">
          E-mail notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Booking requests, invitations, hires, proposals and unread messages: choose which ones reach you by e-mail.
        </p>
        <Link
          href="/dashboard/notification-settings"
          data-testid="notification-settings-link"
          className="mt-4 inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Notification settings
        </Link>
      </section>
    </div>
  );
}
