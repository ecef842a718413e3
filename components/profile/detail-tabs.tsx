"use client";
// Tabs whose panels are rendered on the server and handed in as nodes; only the switching happens here.
import { useState } from "react";
import { Tabs } from "@/components/ui/tabs";

export type DetailTab = { value: string; label: string; content: React.ReactNode };

export function DetailTabs({ tabs, initial }: { tabs: DetailTab[]; initial?: string }) {
  const [value, setValue] = useState(initial ?? tabs[0]?.value ?? "");
  const current = tabs.find((t) => t.value === value) ?? tabs[0];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto px-4 sm:px-6">
        <Tabs tabs={tabs.map((t) => ({ value: t.value, label: t.label }))} value={current.value} onChange={setValue} />
      </div>
      <div role="tabpanel" aria-label={current.label} className="p-4 sm:p-6">
        {current.content}
      </div>
    </div>
  );
}
