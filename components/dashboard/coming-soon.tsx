// The placeholder of a dashboard screen whose feature arrives with a later issue: it names the feature and
// says it is coming, nothing more (no fake data, no dead buttons).
export function ComingSoon({ feature }: { feature: string }) {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-800">{feature}</h1>
      <p className="mt-2 text-slate-500">Coming soon.</p>
    </section>
  );
}
