"use client";
// The profile editor: employers see a profile card plus personal info; employees have the tabs
// Personal Info, Job Details, Education, Work Experience and Resume. E-mail and phone show here only.
import { Tabs } from "@/components/ui/tabs";
import { CompanyProfileSection } from "@/components/profile/company-profile-section";
import { EducationSection, EmploymentSection } from "@/components/profile/history-sections";
import { ResumePanel } from "@/components/profile/resume-panel";
import { ProfileCard } from "@/components/profile/profile-card";
import { JobDetails, PersonalInfo } from "@/components/profile/profile-info-sections";
import { useEditProfile, type ProfileTab as Tab } from "@/components/profile/use-edit-profile";
import type { SelfUserDto } from "@/lib/accounts/dto";

const TABS: { value: Tab; label: string }[] = [
  { value: "personal", label: "Personal Info" },
  { value: "job", label: "Job Details" },
  { value: "education", label: "Education" },
  { value: "work", label: "Work Experience" },
  { value: "resume", label: "Resume" },
];

export function EditProfile({ initialUser }: { initialUser: SelfUserDto }) {
  const { user, tab, setTab, employer, name, saved } = useEditProfile(initialUser);
  const card = <ProfileCard user={user} name={name} employer={employer} onSaved={saved} />;

  if (employer) {
    return (
      <div className="flex flex-col gap-6">
        {card}
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <PersonalInfo user={user} onSaved={saved} />
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <CompanyProfileSection user={user} name={name} onSaved={saved} />
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {card}
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="overflow-x-auto px-4 sm:px-6">
          <Tabs tabs={TABS} value={tab} onChange={setTab} />
        </div>
        <div role="tabpanel" aria-label={TABS.find((t) => t.value === tab)?.label} className="p-5 sm:p-6">
          {tab === "personal" && <PersonalInfo user={user} onSaved={saved} />}
          {tab === "job" && <JobDetails user={user} onSaved={saved} />}
          {tab === "education" && <EducationSection user={user} onSaved={saved} />}
          {tab === "work" && <EmploymentSection user={user} onSaved={saved} />}
          {tab === "resume" && <ResumePanel user={user} onSaved={saved} />}
        </div>
      </section>
    </div>
  );
}
