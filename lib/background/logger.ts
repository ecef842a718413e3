import { Logger } from "graphile-worker";

/** graphile-worker's log without its per-job info lines: warnings and errors only. */
export const quietLogger = new Logger(() => (level, message) => {
  if (level === "error") console.error(`[background] ${message}`);
  else if (level === "warning") console.warn(`[background] ${message}`);
});
