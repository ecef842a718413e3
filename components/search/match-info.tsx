// Why a search result is in the list: its distance from the searched place ("4.2 mi away"), the skills and
// categories a searched word (or the category filter) hit, and where else a word was found.
import { Icon } from "@/components/dashboard/icons";
import { distanceLabel } from "@/components/search/filters";
import type { SearchMatch } from "@/lib/search/answers";

const FIELD_LABEL: Record<string, string> = {
  title: "title",
  name: "name",
  description: "description",
  overview: "overview",
};

export function MatchInfo({ match, showSkills = true }: { match?: SearchMatch; showSkills?: boolean }) {
  if (!match) return null;
  const distance = distanceLabel(match.distance);
  const skills = showSkills ? match.skills : [];
  // skills and categories are shown as chips; the other fields as words
  const where = match.fields.filter((f) => FIELD_LABEL[f]).map((f) => FIELD_LABEL[f]);
  if (!distance && !skills.length && !match.categories.length && !where.length) return null;
  return (
    <div className="relative z-10 mt-3 flex flex-wrap items-center gap-1.5 text-xs" data-testid="match-info">
      {distance && (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 font-semibold text-sky-700"
          data-testid="match-distance"
        >
          <Icon name="mapPin" className="h-3.5 w-3.5" />
          {distance}
        </span>
      )}
      {skills.map((s) => (
        <mark
          key={`s-${s}`}
          className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800"
          data-testid="match-skill"
          title="Matched skill"
        >
          {s}
        </mark>
      ))}
      {match.categories.map((c) => (
        <mark
          key={`c-${c}`}
          className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800"
          data-testid="match-category"
          title="Matched category"
        >
          {c}
        </mark>
      ))}
      {where.length > 0 && <span className="text-slate-500">Matched in {joinWords(where)}</span>}
    </div>
  );
}

function joinWords(xs: string[]) {
  return xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}
