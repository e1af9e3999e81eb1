"use client";

import type { ComponentType } from "react";
import { LazyFlightSearchForm } from "./flights/lazy-flight-search-form";
import { LazyHotelSearchForm } from "./hotels/lazy-search-form";

type PanelForm = ComponentType<{ agencyCountry: string | null }>;

/** The flight form of the panel starts empty, wherever the agency is. */
function FlightPanelForm() {
  return <LazyFlightSearchForm />;
}

/**
 * The products that search right in the home page's panel, in the order the panel prefers them,
 * each form loaded only when shown; the other products' entries lead to their booking pages.
 * Apart from registry.ts, so that the home page ships none of the trip pages' parts.
 */
const PANEL_SEARCH_FORMS: ReadonlyArray<{ product: string; Form: PanelForm }> = [
  { product: "hotels", Form: LazyHotelSearchForm },
  { product: "flights", Form: FlightPanelForm },
];

/** The panel entry of a product, with its form, if it has one. */
export function panelSearch(product: string): { product: string; Form: PanelForm } | undefined {
  return PANEL_SEARCH_FORMS.find((f) => f.product === product);
}

/** The first of these products with a panel form, in the panel's order. */
export function firstPanelProduct(products: ReadonlyArray<{ id: string }>): string | null {
  const first = PANEL_SEARCH_FORMS.find((f) => products.some((p) => p.id === f.product));
  return first?.product ?? null;
}
