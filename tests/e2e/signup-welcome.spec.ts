// The first screen after a sign-up welcomes the new person (not "Welcome
// back"), shows the next step of their role, and no toast of an earlier failed attempt follows them there.
// The next visit is a "Welcome back".
import { expect, test } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, signInViaUi, uniqueEmail } from "./helpers/accounts";
import { makePdf } from "./helpers/pdf";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("a new employer is welcomed and pointed at a first job, without the error toast of a failed attempt", async ({ page, request }) => {
  const taken = await registerEmployerViaApi(request);
  await page.goto("/role");
  await page.getByRole("button", { name: /I Want to Hire/ }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/register\?type=customer/);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Phone").fill("404-555-0123");
  await page.getByLabel("Location").fill("Atlanta, GA");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();

  // a first attempt fails: the address is taken
  await page.getByLabel("Email").fill(taken.email);
  await page.getByRole("button", { name: "Create Account" }).click();
  const errorToast = page.locator('[data-toast="error"]');
  await expect(errorToast).toContainText("An account with this email address already exists");

  // the second goes through, while the toast would still be up
  await page.getByLabel("Email").fill(uniqueEmail("sam"));
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard/home");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Gigline, Sam!" })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(errorToast).toHaveCount(0);
  const welcome = page.getByTestId("welcome");
  await expect(welcome).toContainText("Post your first job to start receiving proposals");
  await expect(welcome.getByRole("link", { name: "Post your first job" })).toHaveAttribute("href", "/dashboard/job");

  // the welcome is for the first screen only
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Sam!" })).toBeVisible();
  await expect(page.getByTestId("welcome")).toHaveCount(0);

  // a plain sign-in is a "Welcome back"
  await page.context().clearCookies();
  await signInViaUi(page, taken.email, taken.password);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByTestId("welcome")).toHaveCount(0);
});

test("a new employee is welcomed and pointed at completing the profile and finding jobs", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/role");
  await page.getByRole("button", { name: /I Want to Work/ }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/register\?type=provider/);
  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Ortiz");
  await page.getByLabel("Email").fill(uniqueEmail("jamie"));
  await page.getByLabel("Phone").fill("(303) 555-0187");
  await page.getByLabel("Location").fill("Denver, CO 80202");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/category-select$/);
  await page.getByRole("checkbox", { name: "Barista" }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();

  await expect(page).toHaveURL(/\/service-details$/);
  await page.getByLabel("Title").fill("Barista");
  await page.getByLabel("Overview").fill("Six years behind busy espresso bars and brunch lines. Fast, friendly and always on time.");
  await page.getByLabel("Hourly rate").fill("22");
  const skills = page.getByLabel("Skills", { exact: true });
  await skills.fill("Latte art");
  await skills.press("Enter");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/education-history$/);
  await page.getByRole("button", { name: "+ Add education" }).click();
  const edu = page.getByRole("dialog", { name: "Add education" });
  await edu.getByLabel("School").fill("Emily Griffith Technical College");
  await edu.getByLabel("Degree").fill("Certificate");
  await edu.getByLabel("Field of study").fill("Culinary Arts");
  await edu.getByLabel("From year").selectOption("2016");
  await edu.getByLabel("To year").selectOption("2017");
  await edu.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/work-experience$/);
  await page.getByRole("button", { name: "+ Add work experience" }).click();
  const work = page.getByRole("dialog", { name: "Add work experience" });
  await work.getByLabel("Company").fill("Union Station Coffee");
  await work.getByLabel("Role").fill("Lead Barista");
  await work.getByLabel("From year").selectOption("2019");
  await work.getByRole("button", { name: "Save" }).click();
  // The browser's storage is slow today: the résumé step's read of the saved draft files finishes only after
  // the person has already chosen a file, and that choice must stand.
  await page.evaluate(() => {
    const own = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, "oncomplete")!;
    Object.defineProperty(IDBTransaction.prototype, "oncomplete", {
      ...own,
      set(this: IDBTransaction, fn: ((e: Event) => void) | null) {
        own.set!.call(this, fn && ((e: Event) => void setTimeout(() => fn.call(this, e), 1500)));
      },
    });
  });
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/resume$/);
  await page
    .getByLabel("Upload resume (PDF)")
    .setInputFiles({ name: "jamie-ortiz.pdf", mimeType: "application/pdf", buffer: makePdf("Jamie Ortiz") });
  await page.getByRole("button", { name: "Create my account" }).click();

  await page.waitForURL("**/dashboard/home");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Gigline, Jamie!" })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  const welcome = page.getByTestId("welcome");
  // no photo yet: the profile is the first step, then jobs
  await expect(welcome).toContainText("Add a profile photo");
  await expect(welcome.getByRole("link", { name: "Complete your profile" })).toHaveAttribute("href", "/dashboard/edit-profile");
  await expect(welcome.getByRole("link", { name: "Find jobs" })).toHaveAttribute("href", "/dashboard/search-jobs");
});
