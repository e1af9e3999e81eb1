import { ActivitySearchForm } from "@/components/booking/activities/activity-search-form";
import { productLandingPage } from "@/components/booking/product-landing-page";
import { ACTIVITIES_PATH } from "@/lib/booking/product-pages";

/** The Activities landing: the search form; the results page takes it from there. */
const page = productLandingPage({
  slug: "activities",
  namespace: "Activities",
  canonical: ACTIVITIES_PATH,
  messages: ["Activities"],
  form: () => <ActivitySearchForm />,
});
export const generateMetadata = page.generateMetadata;
export default page.LandingPage;
