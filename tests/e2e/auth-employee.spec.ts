// Employee sign-up: role, onboarding (3 pages), register, then the draft through category select, service
// details, education, work experience and resume → home. A reload in the middle keeps the draft.
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, randomIp, uniqueEmail } from "./helpers/accounts";
import { makePdf } from "./helpers/pdf";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("an employee signs up step by step, survives a reload, uploads a resume and lands on home", async ({ page, request }) => {
  const email = uniqueEmail("worker");

  await page.goto("/role");
  await page.getByRole("button", { name: /I Want to Work/ }).click();
  await expect(page.getByRole("tab", { name: /^Page \d$/ })).toHaveCount(3);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/register\?type=provider/);

  // employees have no Personal/Company toggle
  await expect(page.getByRole("radio", { name: "Company" })).toHaveCount(0);
  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Ortiz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(303) 555-0187");
  await page.getByLabel("Location").fill("Denver, CO 80202");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  // category select: Welcome, CONTINUE needs a category
  await expect(page).toHaveURL(/\/category-select$/);
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "SKIP FOR NOW" })).toBeVisible();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByText("Please select at least one category.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Barista" }).check();
  await page.getByRole("checkbox", { name: "Line Cook" }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // service details
  await expect(page).toHaveURL(/\/service-details$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please input a valid title")).toBeVisible();
  await expect(page.getByText("Please add at least one skill")).toBeVisible();
  await expect(page.getByText("Please input a valid hourly rate")).toBeVisible();
  await page.getByLabel("Title").fill("Barista and line cook");
  await page.getByLabel("Overview").fill("Six years behind busy espresso bars and brunch lines. Fast, friendly and always on time.");
  // the box keeps digits and the decimal point: 28.50 stays 28.50 (it became 2850)
  await page.getByLabel("Hourly rate").fill("2a8.5$0");
  await expect(page.getByLabel("Hourly rate")).toHaveValue("28.50");
  const skills = page.getByLabel("Skills", { exact: true });
  await skills.fill("Latte art");
  await skills.press("Enter");
  await skills.fill("Food safety,");
  await expect(page.getByRole("button", { name: "Remove Latte art" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Food safety" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // a reload in the middle keeps the draft
  await expect(page).toHaveURL(/\/education-history$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Education history" })).toBeVisible();
  await page.getByRole("button", { name: "← Back" }).click();
  await expect(page).toHaveURL(/\/service-details$/);
  await expect(page.getByLabel("Title")).toHaveValue("Barista and line cook");
  await expect(page.getByRole("button", { name: "Remove Latte art" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // education: at least one, end year after start year
  await expect(page).toHaveURL(/\/education-history$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please add at least one education")).toBeVisible();
  await page.getByRole("button", { name: "+ Add education" }).click();
  const eduDialog = page.getByRole("dialog", { name: "Add education" });
  await eduDialog.getByLabel("School").fill("Emily Griffith Technical College");
  await eduDialog.getByLabel("Degree").fill("Certificate");
  await eduDialog.getByLabel("Field of study").fill("Culinary Arts");
  const thisYear = new Date().getFullYear();
  await expect(eduDialog.getByLabel("From year").locator("option").nth(1)).toHaveText(String(thisYear));
  await expect(eduDialog.getByLabel("From year").locator("option").last()).toHaveText("1950");
  await eduDialog.getByLabel("From year").selectOption("2016");
  await eduDialog.getByLabel("To year").selectOption("2014");
  await eduDialog.getByRole("button", { name: "Save" }).click();
  await expect(eduDialog.getByText("End year must be greater than start year")).toBeVisible();
  await eduDialog.getByLabel("To year").selectOption("2017");
  await eduDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Emily Griffith Technical College")).toBeVisible();
  await expect(page.getByText("2016 – 2017")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // work experience: at least one, end year at least start year, or present
  await expect(page).toHaveURL(/\/work-experience$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please add at least one work experience")).toBeVisible();
  await page.getByRole("button", { name: "+ Add work experience" }).click();
  const workDialog = page.getByRole("dialog", { name: "Add work experience" });
  await workDialog.getByLabel("Company").fill("Union Station Coffee");
  await workDialog.getByLabel("Role").fill("Lead Barista");
  await workDialog.getByLabel("From year").selectOption("2019");
  await workDialog.getByLabel("To year").selectOption("2018");
  await workDialog.getByRole("button", { name: "Save" }).click();
  await expect(workDialog.getByText("End year must be greater than or equal to start year")).toBeVisible();
  await workDialog.getByLabel("To year").selectOption("");
  await workDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("2019 – Present")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // resume: PDF required
  await expect(page).toHaveURL(/\/resume$/);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("Please upload resume")).toBeVisible();
  await page
    .getByLabel("Upload resume (PDF)")
    .setInputFiles({ name: "jamie-ortiz.pdf", mimeType: "application/pdf", buffer: makePdf("Jamie Ortiz") });
  await expect(page.getByText("jamie-ortiz.pdf")).toBeVisible();
  // the chosen file survives a reload too (kept in IndexedDB)
  await page.reload();
  await expect(page.getByText("jamie-ortiz.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Create my account" }).click();

  await page.waitForURL("**/dashboard/home");
  expect(await page.evaluate(() => localStorage.getItem("signupUser"))).toBeNull();

  const login = await request.post("/api/user/login", { data: { email, password: PASSWORD, device_token: "", os: "web" } });
  const { user } = await login.json();
  expect(user).toMatchObject({
    type: "provider",
    firstName: "Jamie",
    lastName: "Ortiz",
    title: "Barista and line cook",
    hourlyRate: 28.5,
    city: "Denver",
    state: "CO",
  });
  expect(user.categories).toEqual(expect.arrayContaining(["Barista", "Line Cook"]));
  expect(user.skills).toEqual(["Latte art", "Food safety"]);
  expect(user.educations).toEqual([expect.objectContaining({ name: "Emily Griffith Technical College", from: 2016, to: 2017 })]);
  expect(user.employments).toEqual([
    expect.objectContaining({ company: "Union Station Coffee", role: "Lead Barista", from: 2019, to: null }),
  ]);
  expect(user.resume).toMatchObject({ name: "jamie-ortiz.pdf" });
});

test("a sign-up step without a draft sends the visitor to the role screen", async ({ page }) => {
  await page.goto("/work-experience");
  await page.waitForURL("**/role");
  await expect(page.getByRole("button", { name: /I Want to Work/ })).toBeVisible();
});

test("the password is not kept once the tab is closed: the last step asks for it again", async ({ page, context, request }) => {
  const email = uniqueEmail("newtab");
  await fillDraftUpToResume(page, email);

  // a new tab shares localStorage (the draft) but not sessionStorage (the password)
  await page.close();
  const tab = await context.newPage();
  await tab.goto("/resume");
  await expect(tab.getByRole("heading", { name: "Choose your password again" })).toBeVisible();
  await tab.getByLabel("Upload resume (PDF)").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: makePdf("CV") });
  await tab.getByRole("button", { name: "Create my account" }).click();
  await expect(tab.getByText("Password is required")).toBeVisible();
  await tab.getByLabel("Password", { exact: true }).fill("Another-pass-77");
  await tab.getByRole("button", { name: "Create my account" }).click();
  await tab.waitForURL("**/dashboard/home");

  // a client of its own (the tab's cookies with no Origin would be a cross-site write, refused)
  const res = await request.post("/api/user/login", { data: { email, password: "Another-pass-77", device_token: "", os: "web" } });
  expect((await res.json()).result).toBe(true);
});

/** The quickest honest way through the steps: register, skip categories, one entry per list. */
async function fillDraftUpToResume(page: Page, email: string) {
  await page.goto("/register?type=provider");
  await page.getByLabel("First name").fill("Quinn");
  await page.getByLabel("Last name").fill("Baker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(602) 555-0133");
  await page.getByLabel("Location").fill("Phoenix, AZ 85004");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "SKIP FOR NOW" }).click();
  await page.getByLabel("Title").fill("Event staff");
  await page.getByLabel("Overview").fill("Setup, teardown and guest services for concerts and conferences.");
  await page.getByLabel("Hourly rate").fill("20");
  await page.getByLabel("Skills", { exact: true }).fill("Setup,");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "+ Add education" }).click();
  const edu = page.getByRole("dialog");
  await edu.getByLabel("School").fill("Phoenix College");
  await edu.getByLabel("Degree").fill("Associate");
  await edu.getByLabel("Field of study").fill("Hospitality");
  await edu.getByLabel("From year").selectOption("2012");
  await edu.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "+ Add work experience" }).click();
  const work = page.getByRole("dialog");
  await work.getByLabel("Company").fill("Desert Events");
  await work.getByLabel("Role").fill("Crew Lead");
  await work.getByLabel("From year").selectOption("2015");
  await work.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/resume");
}
