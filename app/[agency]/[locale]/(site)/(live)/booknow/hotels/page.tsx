import { HotelSearchForm } from "@/components/booking/hotels/search-form";
import { productLandingPage } from "@/components/booking/product-landing-page";

/** The hotel search landing: the search form; the results page takes it from there. */
const page = productLandingPage({
  slug: "hotels",
  namespace: "Hotels",
  canonical: "/booknow/hotels",
  messages: ["Hotels"],
  form: (agency) => <HotelSearchForm agencyCountry={agency.country} />,
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
