// An employer's reliability as workers see it (server component): late-cancellation rate, median time to pay
// and shifts booked, computed from what happened (lib/reliability/employer.ts).
import { employerReliabilityLine, waitText, type EmployerReliability } from "@/lib/reliability/employer";

export function EmployerReliabilityNote({ figures, name }: { figures: EmployerReliability; name?: string }) {
  const r = figures;
  return (
    <section
      aria-label="Employer reliability"
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
      data-testid="employer-reliability"
    >
      <p className="font-semibold text-slate-900">{name ? `${name}'s reliability` : "Employer reliability"}</p>
      <p className="mt-0.5">{employerReliabilityLine(r)}</p>
      <p className="mt-1 text-xs text-slate-600">
        Over the last {r.windowDays} days:{" "}
        {r.lateCancelRate === null
          ? "no shifts."
          : `${r.lateCancels} of ${r.windowShifts} shift${r.windowShifts === 1 ? "" : "s"} canceled by the employer less than ${r.lateCancelHours} hours before the start.`}{" "}
        {r.medianPaySeconds === null
          ? ""
          : `Half of the finished work was paid within ${r.medianPaySeconds < 3600 ? "an hour" : waitText(r.medianPaySeconds)} of its end.`}
      </p>
    </section>
  );
}
