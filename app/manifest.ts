import type { MetadataRoute } from "next";

// The web app manifest (/manifest.webmanifest): name, colours and the app icons drawn by scripts/make-icons.mjs.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Gigline",
    short_name: "Gigline",
    description: "Temporary work, done right: post jobs, hire, track hours and pay in one place.",
    start_url: "/dashboard/home",
    display: "standalone",
    background_color: "#f6f8fb",
    theme_color: "#2f6fed",
    icons: [
      { src: "/icons/app-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/app-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
