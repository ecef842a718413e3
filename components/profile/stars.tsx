/** A 1–5 star rating with its number of reviews ("No reviews yet" when there are none). */
export function Stars({ score, count }: { score: number; count: number }) {
  if (!count) return <span className="text-sm text-slate-400">No reviews yet</span>;
  const rounded = Math.round(score * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm" aria-label={`Rated ${score.toFixed(1)} out of 5 from ${count} reviews`}>
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <svg
            key={i}
            viewBox="0 0 20 20"
            className={`h-4 w-4 ${i <= rounded ? "fill-amber-400" : i - 0.5 === rounded ? "fill-amber-200" : "fill-slate-200"}`}
          >
            <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5Z" />
          </svg>
        ))}
      </span>
      <span className="font-semibold text-slate-700">{score.toFixed(1)}</span>
      <span className="text-slate-400">({count})</span>
    </span>
  );
}
