// A contract's funding as the screens show it. Client-safe.
export type HoldState = "held" | "not_funded" | "none";

/** How a contract stands: held (funded), Not funded (a hold is due and not placed), none (made before holds). */
export function holdState(c: { holdCents: number | null; fundedAt: Date | string | null }): HoldState {
  if (c.holdCents === null) return "none";
  return c.fundedAt ? "held" : "not_funded";
}
