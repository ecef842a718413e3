// job/create and job/update: the job form saved, after the contact-details scan (saving is
// blocked when the title or description carries a violation flag) and geocoding when no coordinates came.
// The optional schedule (a one-time job's date, start and end; an ongoing job's weekly rows) is read in the
// location's zone (lib/time/zone-of-place.ts), kept in Job.timezone; an hourly one-time job with a shift lasts
// the shift's hours. Schedule fields a client leaves out stay as they are on update.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict } from "@/lib/http/errors";
import type { User } from "@/lib/generated/prisma/client";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS } from "@/lib/jobs/states";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { geocodeAddress } from "@/lib/geo/places";
import { resolveJobCategories } from "@/lib/jobs/resolve-categories";
import { findOwnJob, assertOpen } from "@/lib/jobs/access";
import { getJobDto } from "@/lib/jobs/queries";
import type { JobFormInput, UpdateJobInput } from "@/lib/jobs/schemas";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { shiftEndAfter, shiftHours, type WeeklyRow } from "@/lib/time/schedule";
import { zonedInstant } from "@/lib/time/zone";
import { zoneOfPlace } from "@/lib/time/zone-of-place";

export async function createJob(user: User, input: JobFormInput) {
  const data = await prepareJob(input);
  const job = await db.job.create({ data: { ...data, creatorId: user.id } });
  return getJobDto(job.id, user);
}

/** Owner only, open jobs only; the whole form is saved again (the edit form sends every field). */
export async function updateJob(user: User, input: UpdateJobInput) {
  assertOpen(await findOwnJob(input.id, user.id));
  const { id, ...form } = input;
  const data = await prepareJob(form);
  // guarded: if the job was hired or canceled meanwhile, nothing changes
  const { count } = await db.job.updateMany({ where: { id, creatorId: user.id, status: JOB_STATUS.open }, data });
  if (count !== 1) throw conflict(JOB_MSG.JobNotOpen);
  revalidatePublicJob(id);
  return getJobDto(id, user);
}

async function prepareJob(input: JobFormInput) {
  if (hasContactDetails(input.title, input.description)) throw badRequest(JOB_MSG.ViolationWarning);
  const categories = await resolveJobCategories(input.categories);
  const place = await locate(input);
  const cents = dollarsToCents(input.price);
  const schedule = await scheduleColumns(input, place);
  return {
    ...schedule,
    title: input.title,
    description: input.description,
    categories,
    skills: input.skills,
    type: input.type,
    payType: input.payType,
    // while open the final price is the initial one; hiring sets the final price
    price: cents,
    initialPrice: cents,
    duration: schedule.duration ?? input.duration,
    location: input.location,
    streetNumber: input.street_number,
    route: input.route,
    city: input.city || place.city,
    state: input.state || place.state,
    county: input.county,
    country: input.country || place.country,
    zipcode: input.zipcode || place.zipcode,
    lat: place.lat,
    lng: place.lng,
    screenQuestions: input.screenQuestions,
    isCheckCubic: input.isCheckCubic,
    // left out by a client that does not know it: false on create (the column's default), unchanged on update
    ...(input.remote === undefined ? {} : { remote: input.remote }),
    infoCubicPackage: input.infoCubicPackage,
    ...(input.headcount === undefined ? {} : { headcount: input.headcount }),
  };
}

async function scheduleColumns(input: JobFormInput, place: { lat: number; lng: number; state: string; city: string }) {
  const out: {
    shiftStart?: Date | null;
    shiftEnd?: Date | null;
    timezone?: string;
    weeklySchedule?: WeeklyRow[];
    duration?: number;
    arrivalNotes?: string;
    contactName?: string;
    whatToBring?: string;
  } = {};
  for (const k of ["arrivalNotes", "contactName", "whatToBring"] as const) if (input[k] !== undefined) out[k] = input[k];
  const { schedule, weeklySchedule } = input;
  // a job that is not (or no longer) one-time keeps no dated shift; one not ongoing, no weekly rows
  if (schedule === null || (schedule === undefined && input.type !== "One-time job"))
    Object.assign(out, { shiftStart: null, shiftEnd: null });
  if (weeklySchedule !== undefined || input.type !== "Ongoing job")
    out.weeklySchedule = input.type === "Ongoing job" ? (weeklySchedule ?? []) : [];
  if (schedule || out.weeklySchedule?.length) {
    const tz = await zoneOfPlace({
      ...input,
      state: input.state || place.state,
      city: input.city || place.city,
      lat: place.lat,
      lng: place.lng,
    });
    out.timezone = tz;
    if (schedule) {
      const start = zonedInstant(schedule.date, schedule.startMin, tz);
      if (start.getTime() < Date.now()) throw badRequest(JOB_MSG.PastShift);
      out.shiftStart = start;
      out.shiftEnd = shiftEndAfter(start, schedule.endMin, tz);
      if (input.payType === "Hourly") out.duration = shiftHours(out.shiftStart, out.shiftEnd);
    }
  } else if (out.shiftStart === null && (out.weeklySchedule === undefined || out.weeklySchedule.length === 0)) {
    out.timezone = "";
  }
  return out;
}

async function locate(input: JobFormInput) {
  if (input.lat !== undefined && input.lng !== undefined) {
    return { lat: input.lat, lng: input.lng, city: "", state: "", country: "", zipcode: "" };
  }
  const found = await geocodeAddress({ location: input.location, city: input.city, state: input.state, zipcode: input.zipcode });
  if (!found) throw badRequest(JOB_MSG.InvalidLocation);
  return found;
}
