// Distance on job cards: an employer posts a remote job and an in-person one (through the API, fitting the
// provider's skills); the provider in Austin sees both in FOR YOU, the in-person card saying how far it is and
// the remote one saying "Remote", and the job page says "Remote" too. The employer's edit form has the box ticked.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { createJob, hospitalityJob, login } from "./helpers/api";

const ip = randomIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": ip } });

const AUSTIN = {
  location: "600 Congress Ave, Austin, TX 78701",
  city: "Austin",
  state: "TX",
  zipcode: "78701",
  lat: "30.2686",
  lng: "-97.7428",
};
const DENVER = {
  location: "1701 Wynkoop St, Denver, CO 80202",
  city: "Denver",
  state: "CO",
  zipcode: "80202",
  lat: 39.7392,
  lng: -104.9903,
};

function postJob(request: APIRequestContext, token: string, over: Record<string, unknown>) {
  return createJob(
    request,
    token,
    hospitalityJob({ description: "Pick, pack and count stock for a two-day inventory.", skills: "Forklift,Inventory", ...over }),
  );
}

test("FOR YOU cards say how far a job is, or Remote", async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const employer = await registerEmployerViaApi(request);
  const token = await login(request, employer);
  const remoteTitle = `Remote stock count ${tag}`;
  const nearTitle = `Warehouse shift downtown ${tag}`;
  const remoteId = await postJob(request, token, { title: remoteTitle, remote: true, ...DENVER });
  await postJob(request, token, { title: nearTitle, ...AUSTIN, lat: Number(AUSTIN.lat), lng: Number(AUSTIN.lng) });

  const provider = await registerProviderViaApi(request, { ...AUSTIN, location: "Austin, TX 78701" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, provider.email, PASSWORD);
  await page.goto("/dashboard/home");
  const forYou = page.getByRole("list", { name: "For you jobs" });
  const remoteCard = forYou.getByTestId("job-card").filter({ hasText: remoteTitle });
  const nearCard = forYou.getByTestId("job-card").filter({ hasText: nearTitle });
  await expect(remoteCard.getByTestId("job-distance")).toHaveText("Remote");
  await expect(nearCard.getByTestId("job-distance")).toHaveText(/^(Under 1|\d+(\.\d)?) mi away$/);

  await remoteCard.getByRole("link", { name: remoteTitle }).click();
  await expect(page.getByTestId("job-remote-badge")).toHaveText("Remote");

  // the employer's edit form keeps the box ticked
  await page.context().clearCookies();
  await signInViaUi(page, employer.email, employer.password);
  await page.goto(`/dashboard/job?id=${remoteId}`);
  await expect(page.getByRole("checkbox", { name: /Remote work \(can be done from anywhere\)/ })).toBeChecked();
});
