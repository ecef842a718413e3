// What the shift calls answer a person (refusals and notices), in one place.
export const SHIFT_MSG = {
  NotFound: "Shift not found.",
  OverlapSelf: "You already have a shift at that time.",
  OverlapOther: (name: string) => `${name || "This worker"} already has a shift at that time.`,
  Canceled: "This shift was canceled.",
  Ended: "This shift is no longer open.",
  ConfirmTooEarly: (hours: number) => `You can confirm this shift from ${hours} hours before it starts.`,
  ConfirmTooLate: "This shift has already started.",
  KeepTooLate: "The confirmation deadline of this shift has passed.",
  OnMyWayTooEarly: (minutes: number) => `You can say you are on your way from ${minutes} minutes before the shift starts.`,
  OnMyWayTooLate: "This shift has ended.",
  AlreadyOnMyWay: "You already said you are on your way.",
} as const;
