import Script from "next/script";
import type { PublicAgency } from "@/lib/contract/agency";

const GA_ID = /^(G|GT|AW|UA)-[A-Z0-9-]{4,20}$/;
const FB_ID = /^\d{6,20}$/;

/** The two analytics providers of SPEC §1, loaded only when the agency enables them. */
export function Analytics({ analytics }: { analytics: PublicAgency["analytics"] }) {
  if (!analytics.isEnabled) return null;
  // Ids are checked before they go into a script, so agency data can never inject code.
  const ga =
    analytics.googleAnalyticsId && GA_ID.test(analytics.googleAnalyticsId)
      ? analytics.googleAnalyticsId
      : null;
  const fb =
    analytics.facebookAnalyticsId && FB_ID.test(analytics.facebookAnalyticsId)
      ? analytics.facebookAnalyticsId
      : null;
  return (
    <>
      {ga && (
        <>
          <Script
            id="ga-loader"
            src={`https://www.googletagmanager.com/gtag/js?id=${ga}`}
            strategy="afterInteractive"
          />
          <Script id="ga-init" strategy="afterInteractive">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga}');`}
          </Script>
        </>
      )}
      {fb && (
        <Script id="fb-pixel" strategy="afterInteractive">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${fb}');fbq('track','PageView');`}
        </Script>
      )}
    </>
  );
}
