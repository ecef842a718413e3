import Link from "next/link";

export default function DashboardNotFound() {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-800">We could not find that page</h1>
      <p className="mt-2 max-w-md text-slate-500">The profile or page you are looking for does not exist or is no longer available.</p>
      <Link href="/dashboard/home" className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Back to home
      </Link>
    </section>
  );
}
