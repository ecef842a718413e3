// Employer sign-up: role, onboarding (4 pages), register with the Personal/Company toggle → home.
import { expect, test } from "@playwright/test";
import { PASSWORD, randomIp, registerEmployerViaApi, uniqueEmail } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

test("a company signs up through role, onboarding and register, and lands on home", async ({ page, request }) => {
  const taken = await registerEmployerViaApi(request);
  const email = uniqueEmail("acme");

  await page.goto("/");
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/role$/);

  await page.getByRole("button", { name: /I Want to Hire/ }).click();
  // four onboarding pages for employers
  await expect(page.getByRole("tab", { name: /^Page \d$/ })).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Post a job in minutes" })).toBeVisible();
  for (const title of ["Meet qualified people nearby", "Hire, chat and track hours", "Pay and review with confidence"]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/register\?type=customer/);

  // every rule of the register form, before anything is typed
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please input a valid first name")).toBeVisible();
  await expect(page.getByText("Please input a valid last name")).toBeVisible();
  await expect(page.getByText("Email address is required")).toBeVisible();
  await expect(page.getByText("Please input a valid phone number")).toBeVisible();
  await expect(page.getByText("Please input a valid location.")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please agree to the Terms of Use")).toBeVisible();

  // choosing company clears the names; choosing personal clears the company
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByRole("radio", { name: "Company" }).click();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await page.getByLabel("Company name").fill("Will Be Cleared Inc");
  await page.getByRole("radio", { name: "Personal" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Last name")).toHaveValue("");
  await page.getByRole("radio", { name: "Company" }).click();
  await expect(page.getByLabel("Company name")).toHaveValue("");

  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please input a valid company name")).toBeVisible();

  await page.getByLabel("Company name").fill("Acme Catering LLC");
  // the e-mail is checked for uniqueness before sign-up
  await page.getByLabel("Email").fill(taken.email);
  await page.getByLabel("Phone").fill("(512) 555-0100");
  await expect(page.getByText("An account with this email address already exists")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Location").fill("Austin, TX 78701");
  await expect(page.getByText("Please input a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await page.waitForURL("**/dashboard/home");

  // the account exists as a company employer with the parsed address
  const login = await request.post("/api/user/login", { data: { email, password: PASSWORD, device_token: "", os: "web" } });
  const json = await login.json();
  expect(json.result).toBe(true);
  expect(json.user).toMatchObject({
    type: "customer",
    accountType: "company",
    company: "Acme Catering LLC",
    firstName: "",
    city: "Austin",
    state: "TX",
    zipcode: "78701",
  });
});

test("a personal employer can skip the onboarding and sign up", async ({ page }) => {
  await page.goto("/role");
  await page.getByRole("button", { name: /I Want to Hire/ }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(/\/register\?type=customer/);
  await expect(page.getByRole("radio", { name: "Personal" })).toHaveAttribute("aria-checked", "true");

  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Email").fill(uniqueEmail("sam"));
  await page.getByLabel("Phone").fill("404-555-0123");
  await page.getByLabel("Location").fill("Atlanta, GA");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard/home");
});
