import { describe, expect, it } from "vitest";
import {
  byProduct,
  isProductId,
  PRODUCT_IDS,
  PRODUCTS,
  productByCategory,
  productById,
  productBySlug,
  showsDealCards,
} from "./products";

describe("the product registry", () => {
  it("lists SPEC §1's products in its order, with its category ids", () => {
    expect(PRODUCT_IDS).toEqual(["hotels", "flights", "resort", "cars", "activities", "cruise"]);
    expect(PRODUCTS.map((p) => [p.menuTitle, p.categoryId])).toEqual([
      ["Hotels", 1],
      ["Air Travel", 5],
      ["Resorts", 6],
      ["Cars", 2],
      ["Activities", 3],
      ["Cruise", 4],
    ]);
  });

  it("finds each product by id, slug and category, and nothing else", () => {
    for (const product of PRODUCTS) {
      expect(productById(product.id)).toBe(product);
      expect(productBySlug(product.slug)).toBe(product);
      expect(productByCategory(product.categoryId)).toBe(product);
      expect(product.path).toBe(`/booknow/${product.slug}`);
    }
    expect(productBySlug("trains")).toBeUndefined();
    expect(productByCategory(7)).toBeUndefined();
    expect(isProductId("cars")).toBe(true);
    expect(isProductId("Cars")).toBe(false);
  });

  it("shows deal cards on the home page for hotels, cars and activities only (SPEC §2.3)", () => {
    expect(PRODUCT_IDS.filter((id) => showsDealCards(id))).toEqual([
      "hotels",
      "cars",
      "activities",
    ]);
    expect(PRODUCTS.filter((p) => p.homeTab).map((p) => p.id)).toEqual([
      "hotels",
      "flights",
      "cars",
      "activities",
      "cruise",
    ]);
  });

  it("builds one entry per product, in order", () => {
    expect(Object.entries(byProduct((id) => productById(id).categoryId))).toEqual([
      ["hotels", 1],
      ["flights", 5],
      ["resort", 6],
      ["cars", 2],
      ["activities", 3],
      ["cruise", 4],
    ]);
  });
});
