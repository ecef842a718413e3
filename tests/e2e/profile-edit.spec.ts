// Profile editing in a real browser: an employee edits job details, adds an education, uploads a photo and
// a resume, downloads it, and finds everything again after a reload; an employer edits personal info and the
// company profile.
import fs from "node:fs";
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";
import { makePdf } from "./helpers/pdf";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const success = (page: Page, text: string) => page.locator("[data-toast=success]", { hasText: text });

test("an employee edits job details, education, photo and resume, and the changes persist", async ({ page, request }) => {
  const account = await registerProviderViaApi(request);
  await signInViaUi(page, account.email, account.password);

  await page.getByTestId("user-box").click();
  await page.waitForURL("**/dashboard/edit-profile");
  for (const tab of ["Personal Info", "Job Details", "Education", "Work Experience", "Resume"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }
  // e-mail and phone show in the edit view
  await expect(page.getByTestId("info-email")).toHaveText(account.email);
  await expect(page.getByTestId("info-phone")).toHaveText("(303) 555-0199");

  // Job details: the category rule, then a valid save
  await page.getByRole("tab", { name: "Job Details" }).click();
  await page.getByRole("button", { name: "Edit job details" }).click();
  const details = page.getByRole("dialog", { name: "Job Details" });
  await details.getByLabel("Title").fill("Forklift operator and inventory lead");
  await details.getByLabel("Hourly rate").fill("31.50");
  await details.getByLabel("Skills", { exact: true }).fill("Pallet jack");
  await details.getByLabel("Skills", { exact: true }).press("Enter");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Please select at least one category.")).toBeVisible();
  await details.getByRole("checkbox", { name: "Forklift Operator" }).check();
  await details.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Profile updated successfully")).toBeVisible();
  await expect(details).toBeHidden();
  await expect(page.getByTestId("job-title")).toHaveText("Forklift operator and inventory lead");
  await expect(page.getByTestId("job-rate")).toHaveText("$31.50/hr");
  await expect(page.getByRole("list", { name: "Skills" }).getByText("Pallet jack")).toBeVisible();

  // Education: the end-year rule, then a new entry
  await page.getByRole("tab", { name: "Education" }).click();
  await page.getByRole("button", { name: "Add Education" }).click();
  const edu = page.getByRole("dialog", { name: "Add Education" });
  await edu.getByLabel("School").fill("Red Rocks Community College");
  await edu.getByLabel("Degree").fill("Associate of Applied Science");
  await edu.getByLabel("Field of study").fill("Supply Chain Management");
  await edu.getByLabel("From", { exact: true }).selectOption("2018");
  await edu.getByLabel("To", { exact: true }).selectOption("2016");
  await edu.getByRole("button", { name: "Save" }).click();
  await expect(edu.getByText("End year must be greater than start year")).toBeVisible();
  await edu.getByLabel("To", { exact: true }).selectOption("2020");
  await edu.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Education added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Red Rocks Community College" })).toBeVisible();
  await expect(page.getByText("2018 – 2020")).toBeVisible();

  // Photo: a PNG goes up and shows in the header
  await page.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng() });
  await expect(success(page, "Profile photo updated")).toBeVisible();
  await expect(page.getByTestId("user-box").locator("img")).toBeVisible();

  // Resume: a wrong file type is refused before upload; a PDF replaces the sign-up resume
  await page.getByRole("tab", { name: "Resume" }).click();
  await page.getByTestId("resume-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.locator("[data-toast=error]", { hasText: "Resume must be a PDF file." })).toBeVisible();
  await page
    .getByTestId("resume-input")
    .setInputFiles({ name: "riley-cv.pdf", mimeType: "application/pdf", buffer: makePdf("Riley Chen CV") });
  await expect(success(page, "Resume replaced")).toBeVisible();
  await expect(page.getByTestId("resume-name")).toHaveText("riley-cv.pdf");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("riley-cv.pdf");
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // everything is still there after a reload
  await page.reload();
  await expect(page.getByTestId("user-box").locator("img")).toBeVisible();
  await page.getByRole("tab", { name: "Job Details" }).click();
  await expect(page.getByTestId("job-title")).toHaveText("Forklift operator and inventory lead");
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Forklift Operator")).toBeVisible();
  await page.getByRole("tab", { name: "Education" }).click();
  await expect(page.getByRole("heading", { name: "Red Rocks Community College" })).toBeVisible();
  await page.getByRole("tab", { name: "Resume" }).click();
  await expect(page.getByTestId("resume-name")).toHaveText("riley-cv.pdf");
});

test("an employee edits and deletes work experience with the year rule and the delete confirmation", async ({ page, request }) => {
  const account = await registerProviderViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/edit-profile");
  await page.getByRole("tab", { name: "Work Experience" }).click();
  await expect(page.getByRole("heading", { name: "Picker" })).toBeVisible();
  await expect(page.getByText(/– Present/)).toBeVisible();

  await page.getByRole("button", { name: "Add Work Experience" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Work Experience" });
  await dialog.getByLabel("Company").fill("Mile High Movers");
  await dialog.getByLabel("Role").fill("Crew Lead");
  await dialog.getByLabel("From", { exact: true }).selectOption("2015");
  await dialog.getByLabel("To", { exact: true }).selectOption("2014");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("End year must be greater than or equal to start year")).toBeVisible();
  await dialog.getByLabel("To", { exact: true }).selectOption("2015");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Work experience added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crew Lead" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Mile High Movers" }).click();
  await expect(page.getByText('Are you sure you want to delete "Mile High Movers"?')).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(success(page, "Work experience deleted")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Work Experience" }).click();
  await expect(page.getByRole("heading", { name: "Picker" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crew Lead" })).toHaveCount(0);
});

test("an employer edits personal info on the profile card", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/edit-profile");
  await expect(page.getByTestId("profile-name")).toHaveText("Lone Star Events LLC");
  await expect(page.getByText(/Member since \w+ \d{2}, \d{4}/)).toBeVisible();
  // the employer view has no employee tabs
  await expect(page.getByRole("tab", { name: "Job Details" })).toHaveCount(0);
  await expect(page.getByTestId("info-email")).toHaveText(account.email);

  await page.getByRole("button", { name: "Edit personal info" }).click();
  const dialog = page.getByRole("dialog", { name: "Personal Info" });
  await dialog.getByLabel("Company name").fill("");
  await dialog.getByLabel("Phone").fill("12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please input a valid company name")).toBeVisible();
  await expect(dialog.getByText("Please input a valid phone number")).toBeVisible();
  await dialog.getByLabel("Company name").fill("Hill Country Catering");
  await dialog.getByLabel("Phone").fill("(512) 555-0177");
  // typed as a person types it (the field's format but for the case and the comma), the text is a place: once
  // the suggestions arrive it is taken, written as the place is, and the list closes, so it does not cover
  // the Save button below
  const looked = page.waitForResponse((r) => r.url().endsWith("/api/search/get_location_places"));
  await dialog.getByLabel("Location").fill("round rock tx 78664");
  await looked;
  await expect(dialog.getByLabel("Location")).toHaveValue("Round Rock, TX 78664");
  await expect(dialog.getByRole("listbox", { name: "Suggested places" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Profile updated successfully")).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Hill Country Catering");
  // the header's user box follows
  await expect(page.getByTestId("user-box")).toContainText("Hill Country Catering");

  await page.reload();
  await expect(page.getByTestId("info-company")).toHaveText("Hill Country Catering");
  await expect(page.getByTestId("info-phone")).toHaveText("(512) 555-0177");
  await expect(page.getByTestId("info-location")).toHaveText("Round Rock, TX 78664");
  await expect(page.getByText("Round Rock, TX").first()).toBeVisible();
});

test("an employer adds a company description, website and logo, shown on their profile", async ({ page, request }) => {
  const account = await registerEmployerViaApi(request);
  await signInViaUi(page, account.email, account.password);
  await page.goto("/dashboard/edit-profile");
  await page.getByRole("button", { name: "Edit company profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Company profile" });
  await dialog.getByLabel("About the company").fill("We staff weddings and festivals across Central Texas.");
  await dialog.getByLabel("Website").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/Please enter a website address starting with http/)).toBeVisible();
  await dialog.getByLabel("Website").fill("lonestar-events.example.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Profile updated successfully")).toBeVisible();
  await page.getByTestId("logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: makePng() });
  await expect(success(page, "Company logo updated")).toBeVisible();

  await page.getByRole("link", { name: "View as others see it" }).click();
  await page.waitForURL(`**/dashboard/detail-employer/${account.user._id}`);
  await expect(page.getByTestId("company-description")).toHaveText("We staff weddings and festivals across Central Texas.");
  const site = page.getByTestId("company-website");
  await expect(site).toHaveAttribute("href", "https://lonestar-events.example.com/");
  await expect(site).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(site).toHaveAttribute("target", "_blank");
  await expect(page.getByTestId("company-logo")).toHaveAttribute("src", /\/api\/files\/logos\//);
});

/** A valid 8×8 PNG (a blue square), made here so the test needs no fixture file. */
function makePng(): Buffer {
  const w = 8;
  const h = 8;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) raw.set([33, 88, 212], y * (w * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function crc32(buf: Buffer) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
