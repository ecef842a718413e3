// The browser's one way to call and save (hooks/use-api-mutation.ts) and its one form helper
// (hooks/use-zod-form.ts), run without React: the mutation options through TanStack's own MutationObserver
// against a fake fetch, the resolver as react-hook-form calls it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { apiMutationOptions, type ApiMutationOptions, type ApiRequest } from "@/hooks/use-api-mutation";
import { zodFormResolver } from "@/hooks/use-zod-form";
import { applySchema, applySchemaFor } from "@/lib/proposals/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";

type Call = { url: string; method: string; body: unknown };

/** fetch answers `answer` with `status`, and records what was sent */
function fakeFetch(status: number, answer: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: typeof init.body === "string" ? JSON.parse(init.body) : init.body });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

function harness<TVars, TData>(request: ApiRequest<TVars, TData>, options: ApiMutationOptions<TVars, TData> = {}) {
  const log: string[] = [];
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  queryClient.invalidateQueries = (async (filters?: { queryKey?: unknown }) => {
    invalidated.push(filters?.queryKey);
  }) as QueryClient["invalidateQueries"];
  const effects = {
    toast: { success: (t: string) => log.push(`success: ${t}`), error: (t: string) => log.push(`error: ${t}`) },
    refresh: () => log.push("refresh"),
    queryClient,
  };
  const observer = new MutationObserver(queryClient, apiMutationOptions(request, options, effects));
  return { log, invalidated, observer };
}

afterEach(() => vi.unstubAllGlobals());

describe("useApiMutation's options", () => {
  it("posts the variables to /api/<path>, toasts the success, runs the component's follow-up, then refreshes", async () => {
    const calls = fakeFetch(200, { result: true, message: "3 employee(s) have been invited successfully." });
    const h = harness<{ id: string; employees: string[] }, { message: string }>("job/invite", {
      success: (data) => data.message,
      onSuccess: (_, vars) => h.log.push(`closed ${vars.id}`),
      invalidate: [["notifications"]],
    });
    const data = await h.observer.mutate({ id: "j1", employees: ["a", "b", "c"] });
    expect(data.message).toBe("3 employee(s) have been invited successfully.");
    expect(calls).toEqual([{ url: "/api/job/invite", method: "POST", body: { id: "j1", employees: ["a", "b", "c"] } }]);
    expect(h.log).toEqual(["success: 3 employee(s) have been invited successfully.", "closed j1", "refresh"]);
    expect(h.invalidated).toEqual([["notifications"]]);
    expect(h.observer.getCurrentResult().isSuccess).toBe(true);
  });

  it("shows the server's own message as an error toast and does not refresh", async () => {
    fakeFetch(400, { result: false, error: JOB_MSG.JobNotOpen });
    const onSuccess = vi.fn();
    const h = harness("job/cancel_job", { success: "Job cancelled", onSuccess });
    await expect(h.observer.mutate({ id: "j1" })).rejects.toThrow(JOB_MSG.JobNotOpen);
    expect(h.log).toEqual([`error: ${JOB_MSG.JobNotOpen}`]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(h.observer.getCurrentResult().isPending).toBe(false);
  });

  it("leaves an error the component handled (e.g. hire's 402 needCredit) without a toast", async () => {
    fakeFetch(402, { result: false, error: "Not enough credit.", needCredit: true });
    const handled: string[] = [];
    const h = harness("job/hire", {
      onError: (err) => {
        handled.push(err.message);
        return true;
      },
    });
    await expect(h.observer.mutate({ id: "j1" })).rejects.toThrow();
    expect(handled).toEqual(["Not enough credit."]);
    expect(h.log).toEqual([]);
  });

  it("falls back to the component's message when the error has none", async () => {
    const h = harness(
      async () => {
        throw new Error("");
      },
      { fallbackError: "Could not send the code" },
    );
    await expect(h.observer.mutate(undefined)).rejects.toThrow();
    expect(h.log).toEqual(["error: Could not send the code"]);
  });

  it("takes a function for calls whose path depends on the variables, and can skip the refresh", async () => {
    const calls = fakeFetch(200, { result: true });
    const h = harness(
      (favorite: boolean) =>
        fetch(`/api/job/${favorite ? "favorite" : "unfavorite"}`, { method: "POST", body: "{}" }).then((r) => r.json()),
      {
        success: (_, favorite) => (favorite ? "Job saved" : "Job removed from saved jobs"),
        refresh: false,
      },
    );
    await h.observer.mutate(false);
    expect(calls.map((c) => c.url)).toEqual(["/api/job/unfavorite"]);
    expect(h.log).toEqual(["success: Job removed from saved jobs"]);
  });
});

describe("useZodForm's resolver", () => {
  type ApplyFields = { id: string; coverText: string; price: string; duration: string; isInvite: boolean; screenAnswers: string[] };
  const resolve = (values: ApplyFields) =>
    zodFormResolver<typeof applySchema, ApplyFields>(applySchema)(values, undefined, {
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    });

  it("hands the submit handler the schema's output: text boxes become numbers", async () => {
    const res = await resolve({
      id: "j1",
      coverText: "I have poured at twenty weddings.",
      price: "45.50",
      duration: "6",
      isInvite: false,
      screenAnswers: ["Yes"],
    });
    expect(res.errors).toEqual({});
    expect(res.values).toEqual({
      id: "j1",
      coverText: "I have poured at twenty weddings.",
      price: 45.5,
      duration: 6,
      isInvite: false,
      screenAnswers: ["Yes"],
    });
  });

  it("reports the server's messages under the fields", async () => {
    // a job with one required and one optional question: only the required one must be answered
    const schema = applySchemaFor([{ required: true }, { required: false }]);
    const res = await zodFormResolver<typeof schema, ApplyFields>(schema)(
      { id: "j1", coverText: "too short", price: "0", duration: "6", isInvite: false, screenAnswers: ["", ""] },
      undefined,
      { fields: {}, names: undefined, shouldUseNativeValidation: false },
    );
    expect(res.values).toEqual({});
    expect(res.errors.coverText?.message).toBe(JOB_MSG.ShortCoverText);
    expect(res.errors.price?.message).toBe(JOB_MSG.InvalidPrice);
    expect(res.errors.screenAnswers?.[0]?.message).toBe(JOB_MSG.EmptyAnswer);
    expect(res.errors.screenAnswers?.[1]).toBeUndefined();
  });
});
