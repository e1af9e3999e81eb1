"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { hotelImageSrc } from "./hotel-price";

/** The hotel's photos: one large, and a row of thumbnails (buttons) choosing it. */
export function HotelGallery({ name, images }: { name: string; images: string[] }) {
  const t = useTranslations("Hotels");
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(shown)}
        alt={t("photoAlt", { name, number: current + 1, total: images.length })}
        // The page's largest paint: sized (16:9) and fetched before anything else of the page.
        width={1600}
        height={900}
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-2xl object-cover"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("photos")}>
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              <button
                type="button"
                aria-pressed={i === current}
                aria-label={t("showPhoto", { number: i + 1, total: images.length })}
                onClick={() => setCurrent(i)}
                className="block overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the button names it */}
                <img
                  src={hotelImageSrc(image)}
                  alt=""
                  loading="lazy"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
