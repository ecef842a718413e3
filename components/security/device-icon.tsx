// The picture of a session's device: a phone, a tablet, a computer, or a key for an API token.
const PATHS = {
  phone: "M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2",
  tablet: "M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm5 15h2",
  computer: "M4 5h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm5 15h6m-3-4v4",
  key: "M12 14a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm-1-3 9-9m-3 3 2 2m-4 0 2 2",
} as const;

export function DeviceIcon({ kind, device }: { kind: "web" | "api"; device: string }) {
  const name: keyof typeof PATHS =
    kind === "api" ? "key" : device.startsWith("Mobile") ? "phone" : device.startsWith("Tablet") ? "tablet" : "computer";
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
