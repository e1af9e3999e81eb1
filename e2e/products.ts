import type { Browser, Page } from "@playwright/test";
import { signInByApi } from "./accounts";

type Products = { id: string; active: boolean }[];

/** The agency's products (Product Settings) through the API, from a page of its site. */
async function productsCall(page: Page, body?: { products: Products }): Promise<Products> {
  return page.evaluate(async (update) => {
    const r = await fetch("/api/agency/products", {
      method: update ? "PUT" : "GET",
      headers: { "content-type": "application/json" },
      body: update ? JSON.stringify(update) : undefined,
    });
    if (r.status !== 200) throw new Error(`products: ${r.status}`);
    const { products } = (await r.json()) as { products: Products };
    return products.map(({ id, active }) => ({ id, active }));
  }, body);
}

/**
 * Switches some of an agency's products on or off as its owner, in a page of its own; answers
 * the function that puts them back as they were.
 */
export async function offerProducts(
  browser: Browser,
  host: string,
  owner: string,
  changes: Record<string, boolean>,
): Promise<() => Promise<void>> {
  const page = await browser.newPage();
  await signInByApi(page, owner, host);
  const before = await productsCall(page);
  await productsCall(page, {
    products: before.map((p) => ({ id: p.id, active: changes[p.id] ?? p.active })),
  });
  return async () => {
    await productsCall(page, { products: before });
    await page.close();
  };
}
