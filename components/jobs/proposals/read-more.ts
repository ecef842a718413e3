// Read more toggles when cover text plus answers exceed 300 characters. Collapsed, a proposal
// shows its first 300 characters (cover text first, then the answers in order) and an ellipsis.
import { READ_MORE_CHARS } from "@/lib/jobs/constants";

export function proposalTextLength(coverText: string, answers: string[]): number {
  return answers.reduce((n, a) => n + a.length, coverText.length);
}

export function needsReadMore(coverText: string, answers: string[], limit = READ_MORE_CHARS): boolean {
  return proposalTextLength(coverText, answers) > limit;
}

/**
 * The collapsed view: the cover text and answers cut so their lengths add up to at most `limit`,
 * the last cut one ending in "…"; answers past the cut are left out. Unchanged when nothing needs cutting.
 */
export function clipProposal(coverText: string, answers: string[], limit = READ_MORE_CHARS): { coverText: string; answers: string[] } {
  if (!needsReadMore(coverText, answers, limit)) return { coverText, answers };
  let left = limit;
  const cut = (s: string) => {
    if (s.length <= left) {
      left -= s.length;
      return s;
    }
    const part = `${s.slice(0, left).trimEnd()}…`;
    left = 0;
    return part;
  };
  const cover = cut(coverText);
  const shown: string[] = [];
  for (const a of answers) {
    if (left <= 0) break;
    shown.push(cut(a));
  }
  return { coverText: cover, answers: shown };
}
