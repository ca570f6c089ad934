import { expect, hydrated, test } from "./fixtures";

/** The API block on component pages: every member with its description, each linkable by its anchor. */
const row = (page: import("@playwright/test").Page, anchor: string) => page.locator(`tr#${anchor}`);

async function expectDescribed(page: import("@playwright/test").Page, anchors: string[]) {
  for (const anchor of anchors) {
    const description = row(page, anchor).locator("td").last();
    await expect(description, anchor).toBeVisible();
    expect((await description.textContent())?.trim().length, `${anchor} has a description`).toBeGreaterThan(15);
  }
}

test("Modal shows returnFocus, closable and dsoClose with descriptions", async ({ page }) => {
  await page.goto("components/modal");
  await expectDescribed(page, ["dso-modal-returnfocus", "dso-modal-closable", "dso-modal-dsoclose"]);
  // The property row names its attribute under the property name.
  await expect(row(page, "dso-modal-returnfocus").locator("th")).toContainText("attribuut return-focus");
});

test("Date Picker documents value, min and max in DD-MM-YYYY", async ({ page }) => {
  await page.goto("components/date-picker");
  await expectDescribed(page, [
    "dso-date-picker-value",
    "dso-date-picker-min",
    "dso-date-picker-max",
    "dso-date-picker-dsodatechange",
  ]);
  await expect(row(page, "dso-date-picker-value")).toContainText("DD-MM-YYYY");
});

test("Tabs documents href and dsoTabSwitch of dso-tab, and the panel slot of dso-tabs", async ({ page }) => {
  await page.goto("components/tabs");
  await expectDescribed(page, [
    "dso-tab-href",
    "dso-tab-dsotabswitch",
    "dso-tabs-slot-panel",
    "dso-tabs-slot-standaard",
  ]);
});

test("a member anchor scrolls to its row and marks it", async ({ page }) => {
  await page.goto("components/modal#dso-modal-returnfocus");
  await hydrated(page);
  const target = row(page, "dso-modal-returnfocus");
  await expect(target).toBeInViewport();
  // The row is not hidden under the sticky navbar.
  const [rowTop, navbarBottom] = await Promise.all([
    target.evaluate((element) => element.getBoundingClientRect().top),
    page
      .locator("nav[aria-label='Hoofdnavigatie']")
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom),
  ]);
  expect(rowTop).toBeGreaterThanOrEqual(navbarBottom);
  expect(await target.evaluate((element) => element.matches(":target"))).toBe(true);
  // The member's name links to the anchor, so a reader can copy it.
  await expect(target.locator("th a")).toHaveAttribute("href", "#dso-modal-returnfocus");
});

test("the API block keeps working without being hydrated: its links navigate in the app, and it renders after client navigation", async ({
  page,
}) => {
  await page.goto("components/accordion");
  await hydrated(page);
  // A full page load would drop this marker; navigation within the app keeps it.
  await page.evaluate(() => ((window as unknown as { inApp: boolean }).inApp = true));
  await row(page, "dso-accordion-section-activatable").locator("td a[href$='/components/slide-toggle']").click();
  await expect(page).toHaveURL(/\/components\/slide-toggle$/);
  await expectDescribed(page, ["dso-slide-toggle-checked"]);
  expect(await page.evaluate(() => (window as unknown as { inApp?: boolean }).inApp)).toBe(true);
  // Back on the first page by client navigation, its API block is rendered by React, not taken from the server.
  await page.goBack();
  await expectDescribed(page, ["dso-accordion-section-activatable", "dso-accordion-section-handletitle"]);
  expect(await page.evaluate(() => (window as unknown as { inApp?: boolean }).inApp)).toBe(true);
});
