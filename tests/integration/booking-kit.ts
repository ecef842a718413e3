// Shared set-up of the booking tests: people, a valid wizard payload, the calls, and "time passes" for the
// queue (deadlines moved into the past, their graphile-worker jobs made due).
import { db, pool } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as create } from "@/app/api/booking_request/create/route";
import { GET as getMyList } from "@/app/api/booking_request/get_my_list/route";
import { GET as getOne, DELETE as deleteOne } from "@/app/api/booking_request/[id]/route";
import { POST as expire } from "@/app/api/booking_request/expire/route";
import { POST as decline } from "@/app/api/booking_request/decline/route";
import { POST as accept } from "@/app/api/booking_request/accept/route";

export const employer = (data: Record<string, unknown> = {}) =>
  createUser({ type: "customer", firstName: "Erin", lastName: "Boss", data: { level: 3, ...data } });
export const worker = (firstName = "Pat", data: Record<string, unknown> = {}) =>
  createUser({ type: "provider", firstName, lastName: "Lee", data: { city: "Austin", state: "TX", lat: 30.27, lng: -97.74, ...data } });

export const tomorrow = () => Date.now() + 24 * 3_600_000;

export function payload(over: Record<string, unknown> = {}) {
  return {
    title: "Event server",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    lat: 30.27,
    lng: -97.74,
    shiftDate: tomorrow(),
    shiftTime: "09:00 AM",
    payType: "Hourly",
    price: "25.50",
    description: "Serve drinks at a wedding.",
    employees: [] as string[],
    responseTimeLimit: 15,
    bookingType: "standard",
    isRecurring: false,
    ...over,
  };
}

export const api = {
  create: (token: string, body: Record<string, unknown>) => call(create, { token, body }),
  list: (token: string) => call(getMyList, { token, method: "GET" }),
  get: (token: string, id: string) => call(getOne, { token, method: "GET", params: { id } }),
  del: (token: string, id: string) => call(deleteOne, { token, method: "DELETE", params: { id } }),
  expire: (token: string, id: string) => call(expire, { token, body: { id } }),
  decline: (token: string, id: string) => call(decline, { token, body: { id } }),
  accept: (token: string, id: string) => call(accept, { token, body: { id } }),
};

/** Time passes for one request: its active employees' deadlines are now past and its queued jobs due. */
export async function passDeadline(requestId: string) {
  await db.bookingEmployee.updateMany({ where: { requestId, status: "active" }, data: { responseLimit: new Date(Date.now() - 1000) } });
  await pool().query(`update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key in ($1, $2)`, [
    `booking-deadline:${requestId}`,
    `booking-reminder:${requestId}`,
  ]);
}

export async function statuses(requestId: string) {
  const r = await db.bookingRequest.findUniqueOrThrow({
    where: { id: requestId },
    include: { employees: { orderBy: { position: "asc" } } },
  });
  return { status: r.status, employees: r.employees.map((e) => e.status), jobId: r.jobId };
}
