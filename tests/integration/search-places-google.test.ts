// The Google adapter of the maps service against a local fake of the Places and Geocoding APIs that checks
// the key: with GOOGLE_MAPS_API_KEY set, places and typed locations come from Google; a refused key or an
// unreachable server falls back to the bundled gazetteer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { call, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { createJob, uniqueWord } from "./search-kit";
import { POST as getPlaces } from "@/app/api/search/get_location_places/route";
import { POST as searchJobs } from "@/app/api/search/jobs/route";

const KEY = "test-maps-key";
const seen: { path: string; key: string | null }[] = [];
const AUSTIN = {
  formatted_address: "Austin, TX 78701, USA",
  address_components: [
    { long_name: "Austin", short_name: "Austin", types: ["locality", "political"] },
    { long_name: "Travis County", short_name: "Travis County", types: ["administrative_area_level_2", "political"] },
    { long_name: "Texas", short_name: "TX", types: ["administrative_area_level_1", "political"] },
    { long_name: "78701", short_name: "78701", types: ["postal_code"] },
  ],
  geometry: { location: { lat: 30.2711, lng: -97.7437 } },
};

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push({ path: url.pathname, key: url.searchParams.get("key") });
    const send = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get("key") !== KEY) return send({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid." });
    if (url.pathname === "/maps/api/place/autocomplete/json") {
      return send({ status: "OK", predictions: [{ description: "Austin, TX, USA", place_id: "austin-1" }] });
    }
    if (url.pathname === "/maps/api/place/details/json" && url.searchParams.get("place_id") === "austin-1")
      return send({ status: "OK", result: AUSTIN });
    if (url.pathname === "/maps/api/geocode/json") return send({ status: "OK", results: [AUSTIN] });
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_MAPS_API_BASE;
  await new Promise((r) => server.close(r));
});

describe("maps service: Google adapter", () => {
  it("answers places from Google Places with the key, county included", async () => {
    process.env.GOOGLE_MAPS_API_KEY = KEY;
    process.env.GOOGLE_MAPS_API_BASE = base;
    seen.length = 0;
    const r = await call(getPlaces, { body: { query: "Austin" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status).toBe(200);
    expect(r.json.places).toEqual([
      {
        description: "Austin, TX, USA",
        city: "Austin",
        state: "TX",
        county: "Travis County",
        zipcode: "78701",
        lat: 30.2711,
        lng: -97.7437,
      },
    ]);
    expect(seen.map((s) => s.path)).toEqual(["/maps/api/place/autocomplete/json", "/maps/api/place/details/json"]);
    expect(seen.every((s) => s.key === KEY)).toBe(true);
  });

  it("geocodes a typed search location through Google", async () => {
    process.env.GOOGLE_MAPS_API_KEY = KEY;
    process.env.GOOGLE_MAPS_API_BASE = base;
    const employer = await createUser({ type: "customer" });
    const worker = await createUser({ type: "provider" });
    const w = uniqueWord();
    const job = await createJob(employer.user.id, { title: `${w} austin`, lat: 30.27, lng: -97.74 });
    seen.length = 0;
    const r = await call(searchJobs, {
      token: worker.token,
      body: { filter: { keyword: w, location: "600 Congress Ave, Austin", distance: 5 } },
    });
    expect(r.status).toBe(200);
    expect(r.json.jobs.map((j: any) => j._id)).toEqual([job.id]);
    expect(seen).toEqual([{ path: "/maps/api/geocode/json", key: KEY }]);
  });

  it("falls back to the gazetteer when Google refuses the key or cannot be reached", async () => {
    process.env.GOOGLE_MAPS_API_BASE = base;
    process.env.GOOGLE_MAPS_API_KEY = "wrong-key";
    let r = await call(getPlaces, { body: { query: "Austin, TX" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.json.places[0]).toMatchObject({ description: "Austin, TX", city: "Austin", state: "TX", county: "" });
    process.env.GOOGLE_MAPS_API_KEY = KEY;
    process.env.GOOGLE_MAPS_API_BASE = "http://127.0.0.1:9"; // nothing listens there
    r = await call(getPlaces, { body: { query: "78701" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.json.places[0]).toMatchObject({ description: "Austin, TX 78701", zipcode: "78701" });
  });
});
