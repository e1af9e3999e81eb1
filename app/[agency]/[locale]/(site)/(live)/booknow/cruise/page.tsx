import { CruiseSearchForm } from "@/components/booking/cruise/cruise-search-form";
import { productLandingPage } from "@/components/booking/product-landing-page";
import { CRUISE_PATH } from "@/lib/booking/product-pages";

/** The Cruise landing: the search form; the results page takes it from there. */
const page = productLandingPage({
  slug: "cruise",
  namespace: "Cruises",
  canonical: CRUISE_PATH,
  messages: ["Cruises"],
  form: () => <CruiseSearchForm />,
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
