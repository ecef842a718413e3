// One education or work-experience entry as profiles show it (edit view and the public detail page).
import type { PublicUserDto } from "@/lib/accounts/dto";
import { Icon } from "@/components/dashboard/icons";
import { formatYears } from "@/components/profile/format";

type Education = PublicUserDto["educations"][number];
type Employment = PublicUserDto["employments"][number];

export function EducationEntry({ item, actions }: { item: Education; actions?: React.ReactNode }) {
  return (
    <Entry
      icon="graduation"
      title={item.name}
      subtitle={[item.degree, item.fieldOfStudy].filter(Boolean).join(", ")}
      years={formatYears(item.from, item.to)}
      description={item.description}
      actions={actions}
    />
  );
}

export function EmploymentEntry({ item, actions }: { item: Employment; actions?: React.ReactNode }) {
  return (
    <Entry
      icon="building"
      title={item.role}
      subtitle={item.company}
      years={formatYears(item.from, item.to)}
      description={item.description}
      actions={actions}
    />
  );
}

function Entry({
  icon,
  title,
  subtitle,
  years,
  description,
  actions,
}: {
  icon: "graduation" | "building";
  title: string;
  subtitle: string;
  years: string;
  description: string;
  actions?: React.ReactNode;
}) {
  return (
    <article className="flex gap-4 py-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="text-sm text-slate-600">{subtitle}</p>
            <p className="mt-0.5 text-xs font-medium text-slate-400">{years}</p>
          </div>
          {actions && <div className="flex shrink-0 gap-1">{actions}</div>}
        </div>
        {description && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{description}</p>}
      </div>
    </article>
  );
}
