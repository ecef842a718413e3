// The browser's configuration: NEXT_PUBLIC_* variables, which Next inlines into the bundles at build time.
// They must stay literal `process.env.NEXT_PUBLIC_…` reads (a dynamic read is not inlined), so they live
// here and not in lib/env.ts, which is server-only. Safe to import from client and server components.
export const publicEnv = {
  /** A browser key for Google Maps; without it, job pages draw a location card instead of a map. */
  googleMapsKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? "",
  /** Pusher Channels (realtime in production): with a key, browsers subscribe through pusher-js; without, SSE. */
  pusherKey: process.env.NEXT_PUBLIC_PUSHER_KEY ?? "",
  pusherCluster: process.env.NEXT_PUBLIC_PUSHER_CLUSTER ?? "",
  /** Stripe's publishable key: set together with STRIPE_SECRET_KEY; empty = the built-in sandbox processor. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "",
} as const;
