"use client";
// 1–5 stars: a radio group to pick, a row to read.
const STAR = "m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5Z";

export function StarInput({ value, onChange, error }: { value: number; onChange: (v: number) => void; error?: string }) {
  return (
    <div>
      <p id="rating-label" className="text-sm font-medium text-slate-700">
        Rating
      </p>
      <div role="radiogroup" aria-labelledby="rating-label" className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={n === 1 ? "1 star" : `${n} stars`}
            onClick={() => onChange(n)}
            className="rounded p-0.5 transition hover:scale-110 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            <svg viewBox="0 0 20 20" className={`h-8 w-8 ${n <= value ? "fill-amber-400" : "fill-slate-200"}`} aria-hidden>
              <path d={STAR} />
            </svg>
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function StarRow({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-1.5" aria-label={`Rated ${score} out of 5`} data-testid="review-score">
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} viewBox="0 0 20 20" className={`h-5 w-5 ${n <= score ? "fill-amber-400" : "fill-slate-200"}`}>
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className="text-sm font-semibold text-slate-700">{score}/5</span>
    </span>
  );
}
