import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { hiredNotInRoster, listRoster } from "@/lib/roster/list";
import { MyTeam } from "@/components/roster/my-team";

export const metadata: Metadata = { title: "My team" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  const user = await requireUser();
  if (user.type !== "customer") redirect("/dashboard/home");
  const [workers, hired] = await Promise.all([listRoster(user.id), hiredNotInRoster(user.id)]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">My team</h1>
        <p className="mt-1 text-sm text-slate-600">The workers you want back, and the ones you never want to see your shifts.</p>
      </div>
      <MyTeam
        favorites={workers.filter((w) => w.kind === "favorite")}
        blocked={workers.filter((w) => w.kind === "blocked")}
        hired={hired}
      />
    </div>
  );
}
