// Context-specific words (NIST SP 800-63B, 5.1.1.2): a new password may not be made of the site's name or
// the person's own name, company or e-mail address, with only digits and symbols around them
// ("Gigline123!", "2024gigline", "Riley.Chen!", "jsmith@1984"). Pure, so the forms and the server share it.

/** The site's own words: always refused. */
export const SITE_WORDS = ["gigline"] as const;

/** Name parts shorter than this are ignored ("Al", "Li" would refuse too much). */
export const MIN_CONTEXT_WORD = 3;

/** What a call knows about the person choosing the password; every part is optional. */
export type PasswordContext = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
};

/** Common stand-ins for letters, so "G1gl1ne!" reads as "gigline". */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** True when the password is only whitespace (refused with its own message). */
export function isBlankPassword(password: string): boolean {
  return password.length > 0 && password.trim().length === 0;
}

/**
 * True when the password is nothing but the site's name and the person's own words (each one or more times,
 * in any case and order), with digits, symbols and spaces around or inside them; digits and symbols that
 * stand for letters count as those letters ("G1gl1ne" is "gigline").
 */
export function isContextPassword(password: string, context: PasswordContext = {}): boolean {
  return madeOf([...password.normalize("NFKC").toLowerCase()], contextWords(context));
}

/** The words a password may not be made of, letters only, lower case, each at least MIN_CONTEXT_WORD long. */
export function contextWords(context: PasswordContext = {}): string[] {
  const words = new Set<string>(SITE_WORDS);
  const add = (text: string | null | undefined) => {
    if (!text) return;
    const normal = text.normalize("NFKC").toLowerCase();
    // the whole value ("mary-ann" → "maryann") and each of its parts ("mary", "ann")
    for (const w of [lettersOf(normal), ...normal.split(/[^\p{L}]+/u)]) if (w.length >= MIN_CONTEXT_WORD) words.add(w);
  };
  add(context.firstName);
  add(context.lastName);
  add(context.company);
  add(context.email ? context.email.split("@")[0] : "");
  return [...words];
}

function lettersOf(s: string) {
  return s.replace(/[^\p{L}]+/gu, "");
}

const isLetter = (c: string) => /\p{L}/u.test(c);

/**
 * Whether the characters split into words and skipped non-letters, with at least one word: a word break
 * over positions (`reached[i]`: 1 reached, 2 reached with a word), where each word is matched by a small
 * automaton that lets a non-letter inside a word either stand for its letter or be skipped.
 */
function madeOf(chars: string[], words: string[]): boolean {
  const n = chars.length;
  const reached = new Uint8Array(n + 1);
  reached[0] = 1;
  for (let i = 0; i < n; i++) {
    if (!reached[i]) continue;
    if (!isLetter(chars[i])) reached[i + 1] = Math.max(reached[i + 1], reached[i]);
    for (const w of words) {
      let at = new Set([0]);
      for (let j = i; j < n && at.size; j++) {
        const c = chars[j];
        const next = new Set<number>();
        for (const k of at) {
          if (k < w.length && (c === w[k] || LEET[c] === w[k])) next.add(k + 1);
          if (k > 0 && k < w.length && !isLetter(c)) next.add(k);
        }
        if (next.has(w.length)) reached[j + 1] = 2;
        next.delete(w.length);
        at = next;
      }
    }
  }
  return reached[n] === 2;
}
