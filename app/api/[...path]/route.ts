// Every /api path that no call answers: a JSON 404 for every method, never Next's HTML page.
import { NextResponse } from "next/server";

const notFound = () =>
  NextResponse.json({ result: false, error: "There is no such API call." }, { status: 404, headers: { "cache-control": "no-store" } });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
