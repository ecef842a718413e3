import type { Metadata } from "next";
import { EditProfile } from "@/components/profile/edit-profile";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { statisticsFor } from "@/lib/accounts/statistics";
import { requireUserWithProfile } from "@/app/dashboard/_lib/session";
import { AwayEmailSetting } from "@/components/chat/away-email-setting";

export const metadata: Metadata = { title: "Edit Profile" };

export default async function EditProfilePage() {
  const user = await requireUserWithProfile();
  return (
    <div className="flex flex-col gap-6">
      <EditProfile initialUser={toSelfUserDto(user, await statisticsFor(user.id))} />
      <AwayEmailSetting initial={user.chatEmailWhenAway} />
    </div>
  );
}
