// The browser's passkey prompt ends with NotAllowedError when the person cancels it or it times out
// (@simplewebauthn/browser passes the DOMException's name on): no error of ours, just a way back.
export function passkeyCancelled(e: unknown): boolean {
  const name = (e as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (e as { cause?: { name?: string } } | null)?.cause?.name;
  return name === "NotAllowedError" || name === "AbortError" || cause === "NotAllowedError" || cause === "AbortError";
}
