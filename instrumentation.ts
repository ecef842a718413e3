// Runs once when the server starts (never during `next build`): the configuration is validated here, so a
// bad environment variable stops the start with a readable message (lib/env.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { readEnv } = await import("@/lib/env");
    readEnv();
  }
}
