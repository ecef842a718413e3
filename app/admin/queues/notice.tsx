// A notice in place of a console screen (an admin without two-step sign-in, a filter that is not valid).
export function Notice({ text }: { text: string }) {
  return <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">{text}</p>;
}
