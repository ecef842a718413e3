// The resolve hook scripts/lib/tsx-server.mjs registers: "server-only" is resolved with the "react-server"
// condition, which its package maps to an empty module (elsewhere it throws, by design).
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
  return nextResolve(specifier, context);
}
