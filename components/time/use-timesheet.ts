"use client";
// A timesheet's data and actions: the job's report and diary in the viewer's zone (job/get_timesheet), the
// days time can be added to (this week's, from the hire up to today), adding and removing an entry.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { TimeEntryDto } from "@/lib/timesheets/queries";
import { dayKey } from "@/lib/time/zone";
import { useTimeZone } from "@/components/time/use-time-zone";

export function useTimesheet(project: string) {
  const tz = useTimeZone();
  const queryClient = useQueryClient();
  const {
    data: job,
    error,
    isPending,
  } = useQuery({
    queryKey: ["timesheet", project, tz],
    enabled: !!tz,
    queryFn: () => api("job/get_timesheet", { id: project, timezone: tz! }).then((r) => r.job),
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TimeEntryDto | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ["timesheet", project] });
  const remove = useApiMutation("job/remove_timesheet", {
    refresh: false,
    success: "Time entry removed",
    onSuccess: () => {
      setRemoving(null);
      reload();
    },
  });
  // the days the server accepts: this week's, from the hire (the contract's start) up to today
  const pickable = (() => {
    if (!job || !tz) return [];
    const todayKey = dayKey(new Date(), tz);
    const hireKey = dayKey(new Date(job.hire.createdAt), tz);
    return job.report.days.map((d) => d.date).filter((d) => d <= todayKey && d >= hireKey);
  })();
  const added = () => {
    setAdding(false);
    reload();
  };
  return { tz, job, error, isPending, pickable, adding, setAdding, added, removing, setRemoving, remove, reload };
}
