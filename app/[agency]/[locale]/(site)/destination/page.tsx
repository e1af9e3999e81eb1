export { default, generateMetadata } from "../top-destination/page";
