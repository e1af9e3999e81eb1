import { Suspense } from "react";
import { CarLanding } from "@/components/booking/cars/car-landing";
import { productLandingPage } from "@/components/booking/product-landing-page";
import { CARS_PATH } from "@/lib/booking/product-pages";

/**
 * The Cars landing: the car search form, filled with the search of the address when there is one
 * (read in the browser, so the page is cached once for everyone); the results take it from there.
 */
const page = productLandingPage({
  slug: "cars",
  namespace: "Cars",
  canonical: CARS_PATH,
  messages: ["Cars", "FlightSearch"],
  form: () => (
    <Suspense
      fallback={<div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-slate-100" />}
    >
      <CarLanding />
    </Suspense>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
