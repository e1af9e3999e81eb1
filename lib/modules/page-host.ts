"use client";

import { agencyQuery } from "@/lib/api/queries/agency";
import { meQuery } from "@/lib/api/queries/account";
import { enabledCountriesQuery } from "@/lib/api/queries/countries";
import { exchangeRatesQuery } from "@/lib/api/queries/exchange-rates";
import { paymentGatewayQuery } from "@/lib/api/queries/payment-gateway";
import { visitorCountryQuery } from "@/lib/api/queries/visitor-country";
import { browserQueryClient } from "@/lib/api/query-provider";
import { readCookie } from "@/lib/api/session";
import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { initialCurrency } from "@/lib/currency/currency";
import { storedCurrency } from "@/lib/currency/selection-store";
import { startModuleHost } from "./host";
import { loadRemoteComponent, loadRemoteScript } from "./remote-script";

/**
 * The host on a page (loaded by components/shell/module-events.tsx once the page is idle). It
 * reads the page's own data cache through the page's queries, so a state request costs nothing
 * the header has already fetched, and goes through the one API client (SPEC §7).
 */
export function startPageModuleHost(): () => void {
  const cache = browserQueryClient();
  return startModuleHost({
    target: window,
    baseUrl: window.location.href,
    sources: {
      agency: () => cache.fetchQuery(agencyQuery),
      countries: () => cache.fetchQuery(enabledCountriesQuery),
      exchangeRates: async () => (await cache.fetchQuery(exchangeRatesQuery)).rates,
      // As useSelectedCurrency decides it for the header and the prices.
      selectedCurrency: async (agencyDefault, entries) => {
        const stored = storedCurrency();
        const visitorCountry =
          !agencyDefault && !stored
            ? await cache.fetchQuery(visitorCountryQuery).catch(() => null)
            : null;
        const { currency } = initialCurrency({
          entries,
          stored: stored?.currency,
          agencyDefault,
          visitorCountry,
        });
        return { currency, country: stored?.currency === currency ? stored.country : null };
      },
      // A visitor without the session hint is asked nothing, as useMe asks nothing: the answer
      // is the visitor's own profile from GET /api/user/me, which never holds the session token.
      user: async () =>
        readCookie(AUTH_HINT_COOKIE, document.cookie) === "1" ? cache.fetchQuery(meQuery) : null,
      paymentGateway: () => cache.fetchQuery(paymentGatewayQuery),
      loadModule: async (url, expose) => {
        await (expose ? loadRemoteComponent(url, expose) : loadRemoteScript(url));
      },
    },
  });
}
