// Five stars filled to the score (1 to 5, one decimal), for the public provider pages.
export function Stars({ score, size = 16 }: { score: number; size?: number }) {
  const pct = Math.max(0, Math.min(100, (score / 5) * 100));
  const row = (fill: string) => (
    <span className="flex" style={{ gap: 1 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width={size} height={size} fill={fill} aria-hidden>
          <path d="M10 1.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.8l-5.2 2.7 1-5.8L1.6 7.6l5.8-.8z" />
        </svg>
      ))}
    </span>
  );
  return (
    <span className="relative inline-flex" role="img" aria-label={`Rated ${score.toFixed(1)} out of 5`}>
      {row("#e2e8f0")}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${pct}%` }}>
        {row("#f5a524")}
      </span>
    </span>
  );
}
