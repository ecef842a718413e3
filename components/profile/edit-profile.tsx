"use client";
// The profile editor: employers see a profile card plus personal info; employees have the tabs
// Personal Info, Job Details, Education, Work Experience and Resume. E-mail and phone show here only.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { Icon } from "@/components/dashboard/icons";
import { AvatarUpload } from "@/components/profile/avatar-upload";
import { PersonalInfoModal } from "@/components/profile/personal-info-modal";
import { CompanyProfileSection } from "@/components/profile/company-profile-section";
import { JobDetailsModal } from "@/components/profile/job-details-modal";
import { EducationSection, EmploymentSection } from "@/components/profile/history-sections";
import { ResumePanel } from "@/components/profile/resume-panel";
import { OverviewText } from "@/components/profile/overview-text";
import { ChipList } from "@/components/profile/chip-list";
import { formatLongDate, formatRate, shortLocation } from "@/components/profile/format";
import { displayName, type SelfUserDto } from "@/lib/accounts/dto";

type Tab = "personal" | "job" | "education" | "work" | "resume";
const TABS: { value: Tab; label: string }[] = [
  { value: "personal", label: "Personal Info" },
  { value: "job", label: "Job Details" },
  { value: "education", label: "Education" },
  { value: "work", label: "Work Experience" },
  { value: "resume", label: "Resume" },
];

export function EditProfile({ initialUser }: { initialUser: SelfUserDto }) {
  const [user, setUser] = useState(initialUser);
  const [tab, setTab] = useState<Tab>("personal");
  const router = useRouter();
  const employer = user.type === "customer";
  const name = displayName(user) || user.email;

  const saved = (u: SelfUserDto) => {
    setUser(u);
    // the header (name, photo) is rendered by the server layout
    router.refresh();
  };

  const card = (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarUpload user={user} name={name} onSaved={saved} />
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

type SectionProps = { user: SelfUserDto; onSaved: (u: SelfUserDto) => void };

function PersonalInfo({ user, onSaved }: SectionProps) {
  const [open, setOpen] = useState(false);
  const company = user.accountType === "company";
  const rows: [string, string][] = [
    ...(company
      ? [["Company", user.company] as [string, string]]
      : [["First name", user.firstName] as [string, string], ["Last name", user.lastName] as [string, string]]),
    ["Email", user.email],
    ["Phone", user.phone],
    ["Location", user.location],
  ];
  return (
    <div>
      <SectionHeader title="Personal Info" onEdit={() => setOpen(true)} editLabel="Edit personal info" />
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
            <dd className="mt-1 truncate text-slate-800" data-testid={`info-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value || <span className="text-slate-400">Not set</span>}
            </dd>
          </div>
        ))}
      </dl>
      <PersonalInfoModal open={open} onClose={() => setOpen(false)} user={user} onSaved={onSaved} />
    </div>
  );
}

function JobDetails({ user, onSaved }: SectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <SectionHeader title="Job Details" onEdit={() => setOpen(true)} editLabel="Edit job details" />
      <div className="mt-4 grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Title</p>
            <p className="mt-1 text-slate-800" data-testid="job-title">
              {user.title || <span className="text-slate-400">Not set</span>}
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Hourly rate</p>
            <p className="mt-1 text-slate-800" data-testid="job-rate">
              {formatRate(user.hourlyRate)}
            </p>
          </div>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Overview</p>
          <div className="mt-1">{user.overview ? <OverviewText text={user.overview} /> : <p className="text-slate-400">Not set</p>}</div>
        </div>
        <ChipList label="Skills" items={user.skills} />
        <ChipList label="Categories" items={user.categories} tone="slate" />
      </div>
      <JobDetailsModal open={open} onClose={() => setOpen(false)} user={user} onSaved={onSaved} />
    </div>
  );
}

function SectionHeader({ title, onEdit, editLabel }: { title: string; onEdit: () => void; editLabel: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={editLabel}>
        <Icon name="pencil" className="h-4 w-4" />
        Edit
      </Button>
    </div>
  );
}
