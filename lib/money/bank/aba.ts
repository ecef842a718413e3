// US bank routing numbers (ABA RTN): 9 digits whose weighted sum 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 +
// 3·d7 + 7·d8 + d9 is a multiple of 10. Client-safe.
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function isValidRoutingNumber(rtn: string): boolean {
  if (!/^\d{9}$/.test(rtn)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += WEIGHTS[i] * Number(rtn[i]);
  return sum % 10 === 0 && rtn !== "000000000";
}
