import { addDays, format, startOfWeek } from "date-fns";

/**
 * SPEC §9 deals sample: 1 room, 2 adults, radius 15, nationality and country IN, USD; the stay
 * from 19 to 21 days after the start of the current week; cars for a driver of 25 living in the
 * US, picked up and returned on the same days. SPEC names India but no point in it: Mumbai, its
 * largest city, is the point asked about.
 */
export const DEALS_POINT = { latitude: 19.076, longitude: 72.8777 } as const;
const START_DAY = 19;
const END_DAY = 21;

function window(today: Date) {
  const week = startOfWeek(today);
  return { start: addDays(week, START_DAY), end: addDays(week, END_DAY) };
}

export function hotelDealsSample(today: Date) {
  const { start, end } = window(today);
  return {
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: format(start, "yyyy-MM-dd"), end: format(end, "yyyy-MM-dd") },
    ...DEALS_POINT,
    nationality: "IN",
    destinationCountryCode: "IN",
    currency: "USD",
    radius: 15,
    searchString: "",
    isOTA: true,
    isHome: true,
    isFromDestination: false,
  };
}

export function activityDealsSample() {
  return { ...DEALS_POINT, isOTA: true, isHome: true, isFromDestination: false };
}

export function carDealsSample(today: Date) {
  const { start, end } = window(today);
  const at = (d: Date) => `${format(d, "yyyy-MM-dd")}T10:00:00`;
  return {
    age: 25,
    countryOfResidence: "US",
    pickUpDateTime: at(start),
    returnDateTime: at(end),
    pickupLatitude: DEALS_POINT.latitude,
    pickupLongitude: DEALS_POINT.longitude,
    returnLatitude: DEALS_POINT.latitude,
    returnLongitude: DEALS_POINT.longitude,
    searchString: "",
    isOTA: true,
    isHome: true,
    isFromDestination: false,
  };
}
