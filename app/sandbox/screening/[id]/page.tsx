import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SandboxConsentForm } from "@/components/screening/sandbox-consent";
import { sandboxPageData } from "@/lib/screening/sandbox-page";
import { screeningSandboxOn } from "@/lib/screening/partner";

export const metadata: Metadata = { title: "Background check consent (sandbox)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  // off: the page does not exist (404 before any sign-in)
  if (!screeningSandboxOn()) notFound();
  const user = await requireUser();
  const data = await sandboxPageData(user.id, (await params).id);
  if (!data) notFound();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Test mode: this page stands in for the screening partner. Nothing is checked for real.
      </p>
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Background check consent</h1>
        <p className="text-slate-700">
          {data.employerName} asks for a background check ({data.packageName}). Give your consent and details to start it.
        </p>
        {data.open ? (
          <>
            <SandboxConsentForm invitationId={data.invitationId} />
            <div className="text-sm text-slate-600">
              <p className="font-medium text-slate-800">Test values</p>
              <ul className="list-disc pl-5">
                {data.outcomes.map((o) => (
                  <li key={o.ssn}>
                    SSN {o.ssn}: {o.label}
                  </li>
                ))}
                <li>Any other SSN: Clear</li>
              </ul>
            </div>
          </>
        ) : (
          <p className="text-slate-700">You have answered this invitation already.</p>
        )}
      </section>
    </main>
  );
}
