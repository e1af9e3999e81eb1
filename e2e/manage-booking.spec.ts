import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, bookByApi } from "./helpers";

/**
 * Finding a booking again (issue 25, item 7): every page's footer links to "Manage my booking",
 * where a traveller finds any booking by its reference and the lead guest's last name typed as a
 * person types it, accents and case aside.
 */
test("the footer's Manage my booking finds a booking by reference and a last name typed without accents", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/api/agency"));
  const reference = await bookByApi(page, "Hernández", 140);
  expect(reference).toMatch(/^[0-9A-Z]{8}$/);

  // Someone else's browser, signed out: from the home page's footer.
  const guest = await browser.newPage();
  await guest.goto(url("demo.localhost", "/"));
  const manage = guest.getByRole("contentinfo").getByRole("link", { name: "Manage my booking" });
  // Followed by its address: the sign-in prompt that opens as the deals scroll by would take a
  // click on the way to the footer (issue 25, item 8).
  await expect(manage).toHaveAttribute("href", "/manage-booking");
  await guest.goto(url("demo.localhost", "/manage-booking"));
  const form = guest.getByRole("form", { name: "Find your booking" });
  await form.getByLabel("Booking reference").fill(reference.toLowerCase());
  await form.getByLabel("Last name").fill("Perez");
  await form.getByRole("button", { name: "Find booking" }).click();
  await expect(form.getByText("No booking matches this reference and last name.")).toBeVisible();
  await form.getByLabel("Last name").fill("hernandez");
  await form.getByRole("button", { name: "Find booking" }).click();
  await expect(guest.getByText(reference).first()).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`reference=${reference}`));
  // Its history says who did what in words (issue 25, item 15), not the system's own names.
  const history = guest.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveText([/· Traveller$/, /· Automatic$/]);
  expect(await blockingViolations(guest)).toEqual([]);
  await guest.close();
});
