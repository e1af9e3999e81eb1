/**
 * The demo agencies of the embedded default. Each exercises different settings (see README).
 * Content is the agencies' own text; HTML in it is sanitised when rendered.
 */
import { productById, type ProductId } from "../../contract/products";

/** The password of every demo account (README); fine for sample data, never for real accounts. */
export const DEMO_PASSWORD = "Horizon-Demo-2026";

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  userType: "Traveller" | "TravelAgent" | "SalesAgent" | "AgencyOwner" | "Admin";
  isTravelAgent?: boolean;
  isRestrictedAgent?: boolean;
  isRewardWalletEnable?: boolean;
  /** Reward credits in minor units of USD. */
  credits?: number;
}

export interface SeedAgency {
  users: SeedUser[];
  /** Markups per product: basis points for percent, USD cents for fixed. */
  markups?: Array<{
    product: ProductId;
    kind: "percent" | "fixed";
    value: number;
  }>;
  subdomain: string;
  agencyName: string;
  status: "Active" | "Inactive";
  brand: { logo: boolean; primaryColor: string | null };
  domains: string[];
  defaultLanguage: string;
  /** Null: by the visitor's geolocated country. */
  defaultCurrency: string | null;
  languages: string[];
  /** Booking menu in display order: [category id, title, active]. */
  bookingMenu: Array<[number, string, boolean]>;
  countries: "all" | { regions?: string[]; codes?: string[] };
  meta: { title: string; description: string; keywords: string[] };
  analytics: { enabled: boolean; googleAnalyticsId?: string; facebookAnalyticsId?: string };
  settings: Partial<{
    displayTopDestinations: boolean;
    allowNonLoginFlow: boolean;
    isSubscribed: boolean;
    hideHeaderForDealProposal: boolean;
    isHideLoginOption: boolean;
    isHideSignupOption: boolean;
    isSsoEnabled: boolean;
    isDirectLoginAllowedForSsoUsers: boolean;
    isHelpWidgetEnabled: boolean;
    /**
     * SPEC §4 white-label root. Off for every demo agency, whose home pages the README shows; an
     * owner turns it on in Website Settings (e2e/deep-links.spec.ts does so for Viajes Sol).
     */
    bookingOnlyRoot: boolean;
    displaySupportPhoneFooter: boolean;
    displayAddressFooter: boolean;
  }>;
  contact: Partial<{
    contactPhoneNumber: string;
    contactEmailId: string;
    addressLine1: string;
    city: string;
    state: string;
    country: string;
    zipCode: string;
    returnUrl: string;
  }>;
  socialLinks: Record<string, string>;
  policies: Partial<{
    termsAndConditions: string;
    privacyPolicy: string;
    cookiesPolicy: string;
    disclaimer: string;
  }>;
  about: {
    isEnabled: boolean;
    linkTitle?: string;
    title?: string;
    content?: string;
    image?: string;
  };
  faq: {
    isEnabled: boolean;
    linkTitle?: string;
    headerMessage?: string;
    questions: Array<[string, string]>;
  };
  /** Blog posts and destinations: kind, slug, title, excerpt, HTML, tags, publication date. */
  posts?: Array<{
    kind: "blog" | "destination";
    slug: string;
    title: string;
    excerpt: string;
    content: string;
    tags?: string[];
    publishedAt: string;
  }>;
  /** Extra pages by slug: [title, HTML]. */
  pages?: Record<string, [string, string]>;
  paymentProvider: string;
  internalNotes: string;
}

const cruiseLinePage = (line: string): [string, string] => [
  `${line} cancellation policy`,
  `<p>Cruises with ${line} booked through Horizon Travel follow ${line}'s own cancellation schedule. The charge depends on how many days before sailing you cancel, as the schedule below sets out; it is the one your booking's refund follows.</p><p>You can cancel from your booking page, or write to hello@horizon.test with your booking reference. Refunds go back to the card used for payment.</p>`,
];

/** A booking menu entry: the product's category id, the agency's title for it, whether offered. */
function menuItem(
  id: ProductId,
  title: string = productById(id).menuTitle,
  active = true,
): [number, string, boolean] {
  return [productById(id).categoryId, title, active];
}

/** Every product, in the order of SPEC §9's booking menu services. */
const ALL_PRODUCTS = (["flights", "hotels", "cars", "activities", "cruise", "resort"] as const).map(
  (id) => menuItem(id),
);

export const SEED_AGENCIES: SeedAgency[] = [
  {
    subdomain: "demo",
    markups: [
      { product: "hotels", kind: "percent", value: 1200 },
      { product: "activities", kind: "fixed", value: 500 },
      { product: "cars", kind: "percent", value: 800 },
    ],
    users: [
      {
        email: "traveller@horizon.test",
        firstName: "Tara",
        lastName: "Lopez",
        userType: "Traveller",
        isRewardWalletEnable: true,
        credits: 12_500,
      },
      {
        email: "agent@horizon.test",
        firstName: "Adam",
        lastName: "Reyes",
        userType: "TravelAgent",
        isTravelAgent: true,
      },
      {
        email: "restricted@horizon.test",
        firstName: "Rita",
        lastName: "Okafor",
        userType: "TravelAgent",
        isTravelAgent: true,
        isRestrictedAgent: true,
      },
      {
        email: "sales@horizon.test",
        firstName: "Sam",
        lastName: "Lindqvist",
        userType: "SalesAgent",
      },
      {
        email: "owner@horizon.test",
        firstName: "Olivia",
        lastName: "Hart",
        userType: "AgencyOwner",
      },
      { email: "admin@horizon.test", firstName: "Ahmed", lastName: "Karim", userType: "Admin" },
    ],
    agencyName: "Horizon Travel",
    status: "Active",
    brand: { logo: true, primaryColor: "#0b7285" },
    domains: ["horizon.test"],
    defaultLanguage: "en",
    defaultCurrency: "USD",
    languages: ["en", "pt", "es", "da", "no", "de", "ar", "fr", "sv"],
    bookingMenu: ALL_PRODUCTS,
    countries: "all",
    meta: {
      title: "Horizon Travel | Hotels, flights, cruises and more",
      description:
        "Book hotels, flights, resorts, car rentals, activities and cruises with Horizon Travel, your independent travel agency.",
      keywords: ["travel agency", "hotels", "flights", "cruises", "car rental", "holidays"],
    },
    analytics: {
      enabled: true,
      googleAnalyticsId: "G-HZN7T2QX41",
      facebookAnalyticsId: "492038571640213",
    },
    settings: {
      displayTopDestinations: true,
      displaySupportPhoneFooter: true,
      displayAddressFooter: true,
      isSubscribed: true,
    },
    contact: {
      contactPhoneNumber: "+1 415 555 0132",
      contactEmailId: "hello@horizon.test",
      addressLine1: "455 Market Street, Suite 1200",
      city: "San Francisco",
      state: "CA",
      country: "United States",
      zipCode: "94105",
    },
    socialLinks: {
      linkedin: "https://www.linkedin.com/company/horizon-travel-demo",
      instagram: "https://www.instagram.com/horizontravel.demo",
      facebook: "https://www.facebook.com/horizontravel.demo",
      twitter: "https://twitter.com/horizontravel_demo",
      youtube: "https://www.youtube.com/@horizontravel-demo",
      discord: "https://discord.gg/horizontravel-demo",
      tiktok: "https://www.tiktok.com/@horizontravel.demo",
    },
    policies: {
      termsAndConditions:
        "<h2>Terms and conditions</h2><p>These terms apply to every booking made through Horizon Travel. By confirming a booking you accept the supplier's fare rules, which are shown before payment.</p><h3>Payment</h3><p>Prices are quoted in US dollars and converted for display only. You are charged the amount shown at checkout.</p><h3>Changes and cancellations</h3><p>Changes and cancellations follow the conditions of the booked rate. Non-refundable rates cannot be refunded.</p>",
      privacyPolicy:
        "<h2>Privacy policy</h2><p>Horizon Travel processes the personal data you give us (name, contact details, passport data where a supplier requires it) only to make and service your bookings.</p><p>We share it with the airline, hotel or other supplier that provides the service, and with our payment processor. We keep booking records for seven years, as tax law requires.</p><p>You may ask for a copy of your data, its correction or its deletion at hello@horizon.test.</p>",
      cookiesPolicy:
        "<h2>Cookies policy</h2><p>We use strictly necessary cookies for your language, currency and session. With analytics enabled we also use Google Analytics and the Meta pixel to measure visits.</p>",
      disclaimer:
        "<h2>Disclaimer</h2><p>Supplier descriptions, photos and ratings are provided by the suppliers. Horizon Travel acts as an agent and is not the provider of the travel services booked.</p>",
    },
    about: {
      isEnabled: true,
      linkTitle: "About Horizon",
      title: "About Horizon Travel",
      content:
        "<p>Horizon Travel is an independent agency founded in San Francisco in 2009. Our twelve advisers plan family holidays, honeymoons and business trips on every continent.</p><p>We compare hotels, flights, cruises and car rentals from many suppliers and stay reachable before, during and after your trip.</p>",
      image: "/assets/agencies/demo/about.svg",
    },
    faq: {
      isEnabled: true,
      linkTitle: "Help & FAQ",
      headerMessage: "Answers to the questions our travellers ask most often.",
      questions: [
        [
          "How do I change or cancel a booking?",
          "Open My Trips, choose the booking and follow the change or cancel option. The conditions of the rate you booked apply.",
        ],
        [
          "In which currency am I charged?",
          "Prices are held in US dollars. The currency you choose in the header is for display; checkout shows the amount charged.",
        ],
        [
          "Do I need an account to book?",
          "Yes. Signing in unlocks our member prices and keeps your bookings in one place.",
        ],
        [
          "How do I reach an adviser?",
          "Call +1 415 555 0132 on weekdays from 9:00 to 18:00 Pacific time, or write to hello@horizon.test.",
        ],
      ],
    },
    posts: [
      {
        kind: "blog",
        slug: "packing-for-a-two-week-trip-with-one-bag",
        title: "Packing for a two-week trip with one bag",
        excerpt: "Our advisers' list for travelling light without missing anything.",
        content:
          "<p>Plan outfits around three colours, pack for seven days and wash once. Roll soft clothes, keep shoes to two pairs and put liquids in one clear bag for security.</p><p>Photograph your passport and booking confirmations and keep the copies apart from the originals.</p>",
        publishedAt: "2026-09-14",
      },
      {
        kind: "blog",
        slug: "when-to-book-a-caribbean-cruise",
        title: "When to book a Caribbean cruise",
        excerpt: "How far ahead to book, and which months suit which islands.",
        content:
          "<p>Cabins with balconies on popular sailings sell out first, so book nine to twelve months ahead for school holidays. The hurricane season runs from June to November; the driest months are December to April.</p>",
        publishedAt: "2026-10-02",
      },
      {
        kind: "destination",
        slug: "lisbon",
        title: "Lisbon",
        excerpt: "Hills, trams and the Atlantic light of Portugal's capital.",
        content:
          "<p>Ride tram 28 through Alfama, watch the sunset from a miradouro and take the train to Sintra for a day among palaces.</p>",
        publishedAt: "2026-08-01",
      },
      {
        kind: "destination",
        slug: "kyoto",
        title: "Kyoto",
        excerpt: "Temples, gardens and tea houses in Japan's former capital.",
        content:
          "<p>Arrive early at Fushimi Inari, walk the Philosopher's Path in spring and stay one night in a ryokan.</p>",
        publishedAt: "2026-08-15",
      },
      {
        kind: "destination",
        slug: "faroe-islands",
        title: "Faroe Islands",
        excerpt: "Eighteen islands of cliffs and grass roofs in the North Atlantic.",
        content:
          "<p>Hike to Kallur lighthouse, take the ferry to Mykines for puffins in summer and drive the sub-sea tunnels between islands.</p>",
        tags: ["hidden-gem"],
        publishedAt: "2026-09-01",
      },
      {
        kind: "destination",
        slug: "matera",
        title: "Matera",
        excerpt: "A city carved into rock in southern Italy.",
        content:
          "<p>Stay in a cave hotel in the Sassi, see the rock churches and watch the town light up at dusk from the Murgia plateau.</p>",
        tags: ["hidden-gem"],
        publishedAt: "2026-09-20",
      },
    ],
    pages: {
      "cancellation-policy": [
        "Cancellation policy",
        "<p>Each booking follows the cancellation conditions of the rate you chose, shown before you pay. Free-cancellation rates can be cancelled without charge until the deadline stated on your confirmation.</p><p>Cruise bookings follow the cruise line's schedule; see the pages for each line below.</p>",
      ],
      "cancellation-policy/royal-caribbean": cruiseLinePage("Royal Caribbean"),
      "cancellation-policy/carnival": cruiseLinePage("Carnival"),
      "cancellation-policy/mcl": cruiseLinePage("MSC Cruises"),
      "cancellation-policy/celebrity": cruiseLinePage("Celebrity Cruises"),
      "cancellation-policy/disney": cruiseLinePage("Disney Cruise Line"),
    },
    paymentProvider: "sandbox",
    internalNotes: "Demo agency; owner contact is the platform team.",
  },
  {
    subdomain: "viajes",
    users: [
      {
        email: "viajero@viajessol.test",
        firstName: "Lucía",
        lastName: "Hernández",
        userType: "Traveller",
      },
      {
        email: "dueno@viajessol.test",
        firstName: "Mateo",
        lastName: "Ruiz",
        userType: "AgencyOwner",
      },
    ],
    agencyName: "Viajes Sol",
    status: "Active",
    brand: { logo: true, primaryColor: "#e8590c" },
    domains: [],
    defaultLanguage: "es",
    defaultCurrency: "MXN",
    languages: ["es", "en", "pt"],
    bookingMenu: [
      menuItem("hotels", "Hoteles"),
      menuItem("cars", "Autos"),
      menuItem("activities", "Actividades"),
      menuItem("flights", "Vuelos", false),
      menuItem("cruise", "Cruceros", false),
      menuItem("resort", "Resorts"),
    ],
    countries: { regions: ["Americas"], codes: ["ES"] },
    meta: {
      title: "Viajes Sol | Hoteles, autos y actividades",
      description: "Reserva hoteles, renta de autos y actividades en todo el mundo con Viajes Sol.",
      keywords: ["agencia de viajes", "hoteles", "renta de autos", "actividades", "México"],
    },
    analytics: { enabled: false, googleAnalyticsId: "G-VSOL00DISABLED" },
    settings: {
      hideHeaderForDealProposal: true,
      allowNonLoginFlow: true,
      isHelpWidgetEnabled: true,
      displaySupportPhoneFooter: false,
      displayAddressFooter: true,
    },
    contact: {
      contactPhoneNumber: "+52 55 5555 0199",
      contactEmailId: "reservas@viajes-sol.test",
      addressLine1: "Av. Paseo de la Reforma 250",
      city: "Ciudad de México",
      state: "CDMX",
      country: "México",
      zipCode: "06600",
    },
    socialLinks: {
      facebook: "https://www.facebook.com/viajessol.demo",
      instagram: "https://www.instagram.com/viajessol.demo",
    },
    policies: {
      termsAndConditions:
        "<h2>Términos y condiciones</h2><p>Estos términos se aplican a todas las reservas hechas con Viajes Sol. Al confirmar una reserva aceptas las condiciones de la tarifa del proveedor, que se muestran antes del pago.</p>",
      privacyPolicy:
        "<h2>Aviso de privacidad</h2><p>Viajes Sol trata tus datos personales únicamente para gestionar tus reservas. Puedes ejercer tus derechos ARCO en reservas@viajes-sol.test.</p>",
      cookiesPolicy: "<p></p>",
      disclaimer: "",
    },
    about: {
      isEnabled: true,
      linkTitle: "Quiénes somos",
      title: "Sobre Viajes Sol",
      content:
        "<p>Viajes Sol es una agencia familiar de la Ciudad de México. Desde 1998 organizamos viajes por México, el Caribe y Europa.</p>",
    },
    faq: {
      isEnabled: true,
      linkTitle: "Preguntas frecuentes",
      headerMessage: "Resolvemos tus dudas antes de viajar.",
      questions: [
        ["¿Necesito una cuenta para reservar?", "No. Puedes ver precios y reservar como invitado."],
        [
          "¿En qué moneda pago?",
          "Los precios se muestran en pesos mexicanos y se cobran en dólares al tipo de cambio del día.",
        ],
      ],
    },
    posts: [
      {
        kind: "blog",
        slug: "cinco-pueblos-magicos-para-un-fin-de-semana",
        title: "Cinco Pueblos Mágicos para un fin de semana",
        excerpt: "Escapadas cerca de la Ciudad de México para desconectar.",
        content:
          "<p>Tepoztlán, Valle de Bravo, Real del Monte, Malinalco y Taxco están a menos de tres horas de la ciudad. Reserva hotel con antelación en puentes y festivos.</p>",
        publishedAt: "2026-10-10",
      },
    ],
    paymentProvider: "sandbox",
    internalNotes: "Spanish-language demo agency.",
  },
  {
    subdomain: "closed",
    users: [],
    agencyName: "Closed Tours",
    status: "Inactive",
    brand: { logo: true, primaryColor: "#5c677d" },
    domains: [],
    defaultLanguage: "en",
    defaultCurrency: "USD",
    languages: ["en"],
    bookingMenu: ALL_PRODUCTS,
    countries: { codes: ["US"] },
    meta: {
      title: "Closed Tours",
      description: "Closed Tours is not taking bookings at the moment.",
      keywords: ["tours"],
    },
    analytics: { enabled: false },
    settings: {},
    contact: { contactEmailId: "office@closed-tours.test" },
    socialLinks: {},
    policies: { termsAndConditions: "<p>Closed Tours is not taking bookings.</p>" },
    about: { isEnabled: false },
    faq: { isEnabled: false, questions: [] },
    paymentProvider: "sandbox",
    internalNotes: "Suspended: subscription lapsed.",
  },
  {
    subdomain: "minimal",
    users: [
      {
        email: "owner@minimal.test",
        firstName: "Mina",
        lastName: "Moreau",
        userType: "AgencyOwner",
      },
    ],
    agencyName: "Minimal Trips",
    status: "Active",
    brand: { logo: false, primaryColor: null },
    domains: [],
    defaultLanguage: "en",
    defaultCurrency: null,
    languages: ["en"],
    bookingMenu: [menuItem("hotels"), menuItem("flights")],
    countries: { codes: ["US", "CA", "GB", "AU"] },
    meta: {
      title: "Minimal Trips",
      description: "Hotels and flights from Minimal Trips.",
      keywords: [],
    },
    analytics: { enabled: false },
    settings: {
      hideHeaderForDealProposal: true,
      isHideLoginOption: true,
      isHideSignupOption: true,
      isSubscribed: false,
    },
    contact: {},
    socialLinks: {},
    policies: {
      termsAndConditions:
        "<h2>Terms</h2><p>Bookings made with Minimal Trips are subject to the supplier's conditions shown at checkout.</p>",
    },
    about: { isEnabled: false },
    faq: { isEnabled: false, questions: [] },
    paymentProvider: "sandbox",
    internalNotes: "Bare-minimum configuration for testing defaults.",
  },
];
