// Display of a job's money and time (marketplace.md §9: duration unit is hours for Hourly, days for Fixed).
type PayType = "Hourly" | "Fixed" | string;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(dollars: number): string {
  return usd.format(Number.isFinite(dollars) ? dollars : 0);
}

/** "hours" or "days" (singular for one). */
export function durationUnit(payType: PayType, n = 2): string {
  const word = payType === "Hourly" ? "hour" : "day";
  return n === 1 ? word : `${word}s`;
}

export function durationLabel(duration: number, payType: PayType): string {
  return `${duration} ${durationUnit(payType, duration)}`;
}

/** "$45.50/hr" for hourly pay, "$300.00" for a fixed amount. */
export function priceLabel(price: number, payType: PayType): string {
  return payType === "Hourly" ? `${money(price)}/hr` : money(price);
}

/** The contract cell's caption for the price: a rate for hourly work, an amount for fixed pay. */
export function rateCaption(payType: PayType): string {
  return payType === "Hourly" ? "Hourly rate" : "Fixed amount";
}
