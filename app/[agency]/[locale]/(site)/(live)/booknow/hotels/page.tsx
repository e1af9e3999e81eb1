import { LazyHotelSearchForm } from "@/components/booking/hotels/lazy-search-form";
import { productLandingPage } from "@/components/booking/product-landing-page";

/**
 * The hotel search landing: the search form, loaded when the visitor reaches for it as on the home
 * page; the results page takes it from there.
 */
const page = productLandingPage({
  slug: "hotels",
  namespace: "Hotels",
  canonical: "/booknow/hotels",
  messages: ["Hotels"],
  form: (agency) => <LazyHotelSearchForm agencyCountry={agency.country} />,
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
