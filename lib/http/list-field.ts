// A list in a request: the spec's clients send an array, a JSON array text or comma-joined text. The
// profile, job and assistant forms share it.
import { z } from "zod";

/** Accepts an array, a JSON array text, or comma-joined text (how the spec's clients send lists). */
export const listField = (max = 50, itemMax = 60) =>
  z.preprocess(
    (v) => {
      if (Array.isArray(v)) return v;
      if (typeof v !== "string") return v;
      const s = v.trim();
      if (!s) return [];
      if (s.startsWith("[")) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      return s.split(",");
    },
    z
      .array(z.string().trim().max(itemMax))
      .transform((a) => [...new Set(a.filter(Boolean))])
      .pipe(z.array(z.string()).max(max)),
  );
