// The words of holds, on the screens and in the calls' answers. Client-safe.
import { formatCents } from "@/lib/money/amounts/format";

export const HOLD_MSG = {
  NotFunded: "Not funded",
  Funded: "Funded",
  Held: "Held",
  WorkerNotFunded: "Not funded: the employer's balance does not cover this shift yet. You are still paid when they pay.",
  WorkerFunded: "Funded: the employer's balance holds this shift's pay.",
  InviteFunded: "Funded: the employer's balance covers this shift's pay now. It is held for you when they hire you.",
  InviteNotFunded:
    "Not funded: the employer's balance does not cover this shift's pay yet. If they hire you before it does, you are still paid when they pay.",
  Funds: (missingCents: number) => `Your balance does not cover this shift: add ${formatCents(missingCents)} to fund it.`,
  OnlyWhenFunded: (missingCents: number) =>
    `Your balance does not cover this shift: add ${formatCents(missingCents)} to hire. "Only hire when funded" is on in your payment settings.`,
  NotFundedNote: (title: string, missingCents: number) =>
    `"${title}" is not funded: add ${formatCents(missingCents)} to your balance (Deposit) and it is held for the shift.`,
  AlreadyFunded: "This contract is already funded.",
  NoHold: "This contract is paid from your balance when you pay it: it has no hold to fund.",
  NotFundable: "Only an active or completed, unpaid contract can be funded.",
  FundedNow: "Funded: the money for this shift is held.",
  SettingSaved: "Saved.",
  OnlyWhenFundedLabel: "Only hire when funded",
  OnlyWhenFundedHelp: "When your balance does not cover a shift, refuse the hire instead of hiring it Not funded.",
} as const;

/** "Held for 2 shifts" */
export function heldForText(count: number): string {
  return `Held for ${count} shift${count === 1 ? "" : "s"}`;
}
