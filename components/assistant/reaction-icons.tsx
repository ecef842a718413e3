// The chatbot's 7 reactions (marketplace.md §9 "Chatbot emojis 7") drawn as inline SVG faces and signs
// (24px grid, currentColor, like components/dashboard/icons.tsx), not emoji characters: a browser without
// an emoji font (Debian's Chromium) shows emoji as empty boxes. Each adds a plain-text emoticon.
const FACE = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z";

const paths = {
  thumbsUp: "M7 11v9H4v-9h3Zm0 0 4-7c1.1 0 2 .9 2 2v3h5.5a2 2 0 0 1 2 2.3l-1.2 6.5A2 2 0 0 1 17.3 20H7",
  smile: `${FACE}M8.5 14.5c.9 1.2 2.1 1.8 3.5 1.8s2.6-.6 3.5-1.8M9 9.5h.01M15 9.5h.01`,
  laugh: `${FACE}M7.5 13h9c-.4 2.4-2.2 4-4.5 4s-4.1-1.6-4.5-4ZM8 9.5l1.5-1 1.5 1M13 9.5l1.5-1 1.5 1`,
  thanks: "M12 20s-7-4.4-9-9.1C1.7 7.6 4 4 7.4 4c2 0 3.4 1.1 4.6 2.7C13.2 5.1 14.6 4 16.6 4 20 4 22.3 7.6 21 10.9 19 15.6 12 20 12 20Z",
  party: "M4 20 9 7l8 8-13 5Zm9-13 1-3m3 6 3-1m-5-3 3-3M6.5 13.5l4 4",
  thinking: `${FACE}M9.5 9.5a2.5 2.5 0 1 1 3.3 2.4c-.5.2-.8.6-.8 1.1v.5M12 16h.01`,
  sad: `${FACE}M8.5 16c.9-1.2 2.1-1.8 3.5-1.8s2.6.6 3.5 1.8M9 9.5h.01M15 9.5h.01`,
} as const;

export type ReactionName = keyof typeof paths;

/** the 7 reactions: the icon, its accessible label and the text it adds to the question */
export const CHATBOT_REACTIONS: readonly { name: ReactionName; label: string; text: string }[] = [
  { name: "thumbsUp", label: "thumbs up", text: "+1" },
  { name: "smile", label: "smiling face", text: ":)" },
  { name: "laugh", label: "laughing face", text: ":D" },
  { name: "thanks", label: "thanks", text: "thanks!" },
  { name: "party", label: "party popper", text: "hooray!" },
  { name: "thinking", label: "thinking face", text: "hmm?" },
  { name: "sad", label: "disappointed face", text: ":(" },
];

export function ReactionIcon({ name, className = "h-5 w-5" }: { name: ReactionName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
