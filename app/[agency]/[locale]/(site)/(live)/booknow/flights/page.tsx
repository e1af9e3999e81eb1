import { FlightSearchForm } from "@/components/booking/flights/flight-search-form";
import { productLandingPage } from "@/components/booking/product-landing-page";

/** The Air Travel landing: the flight search form; the results page takes it from there. */
const page = productLandingPage({
  slug: "flights",
  namespace: "FlightSearch",
  canonical: "/booknow/flights",
  messages: ["FlightSearch"],
  form: () => <FlightSearchForm />,
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
