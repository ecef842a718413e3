// Distances, the one module for them: the great-circle distance in miles (the spec's search distances are
// miles) for matching, job cards and the gazetteer, and the SQL pieces of the job and people searches. The
// SQL mirrors the migration: the GiST index is on ll_to_earth(lat, lng) and the grid cell column is
// floor(lat*2)*1000 + floor(lng*2).
import { Prisma } from "@/lib/generated/prisma/client";

export const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance between two points, in miles. */
export function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
/** above this many cells a circle is better served by the GiST box */
export const MAX_CELLS = 48;

/** The half-degree grid cells a circle touches (its bounding box), or null when there are too many. */
export function cellsForCircle(lat: number, lng: number, miles: number): number[] | null {
  // a little wider than the circle: a great circle reaches slightly further east and west than its
  // parallel, and cells are coarse anyway
  const dLat = (miles / 69.05) * 1.01;
  const cos = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  const dLng = (miles / (69.05 * cos)) * 1.02;
  const lat0 = Math.floor((lat - dLat) * 2);
  const lat1 = Math.floor((lat + dLat) * 2);
  const lng0 = Math.floor((lng - dLng) * 2);
  const lng1 = Math.floor((lng + dLng) * 2);
  if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > MAX_CELLS) return null;
  const cells: number[] = [];
  for (let a = lat0; a <= lat1; a++) for (let b = lng0; b <= lng1; b++) cells.push(a * 1000 + b);
  return cells;
}

/** The grid cell of a point, as the generated column computes it. */
export function cellOf(lat: number, lng: number) {
  return Math.floor(lat * 2) * 1000 + Math.floor(lng * 2);
}

/** earth_distance in miles between a table's (lat, lng) and a point. */
export function milesSql(alias: string, lat: number, lng: number) {
  const t = Prisma.raw(alias);
  return Prisma.sql`(earth_distance(ll_to_earth(${t}."lat", ${t}."lng"), ll_to_earth(${lat}::float8, ${lng}::float8)) / ${METERS_PER_MILE}::float8)`;
}

/** The GiST prefilter (earth_box contains the point) plus the exact distance check. */
export function withinBoxSql(alias: string, lat: number, lng: number, miles: number) {
  const t = Prisma.raw(alias);
  const meters = miles * METERS_PER_MILE;
  return Prisma.sql`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${meters}::float8) @> ll_to_earth(${t}."lat", ${t}."lng")
    AND earth_distance(ll_to_earth(${t}."lat", ${t}."lng"), ll_to_earth(${lat}::float8, ${lng}::float8)) <= ${meters}::float8`;
}

/** The grid cells of the circle plus the exact distance check (falls back to the box for huge circles). */
export function withinCellsSql(alias: string, lat: number, lng: number, miles: number) {
  const cells = cellsForCircle(lat, lng, miles);
  if (!cells) return withinBoxSql(alias, lat, lng, miles);
  const t = Prisma.raw(alias);
  return Prisma.sql`${t}."geoCell" = ANY(${cells}::int[])
    AND earth_distance(ll_to_earth(${t}."lat", ${t}."lng"), ll_to_earth(${lat}::float8, ${lng}::float8)) <= ${miles * METERS_PER_MILE}::float8`;
}

/** KNN order: cube's <-> on the GiST index walks rows nearest first. */
export function nearestFirstSql(alias: string, lat: number, lng: number) {
  const t = Prisma.raw(alias);
  return Prisma.sql`ll_to_earth(${t}."lat", ${t}."lng") <-> ll_to_earth(${lat}::float8, ${lng}::float8)`;
}

/** miles with one decimal, as results show them */
export function roundMiles(m: number | null): number | null {
  return m === null || !Number.isFinite(m) ? null : Math.round(m * 10) / 10;
}
