import { sql, type SQL } from "drizzle-orm";
import { EARTH_RADIUS_MILES, type LatLng } from "@domain/geo";
import { recruiterAccounts } from "../../db/schema";

/**
 * The haversine of `domain/geo.milesBetween`, in SQL, from a point to each office: the database orders and pages
 * the directory (and picks the nearest recruiters for a lead) without shipping every row to the app.
 * `least(1, …)` keeps rounding from taking asin out of its domain for antipodal points.
 */
export function milesFrom(origin: LatLng): SQL<number> {
  const lat = recruiterAccounts.latitude;
  const lng = recruiterAccounts.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${origin.latitude}::float8) / 2), 2)
    + cos(radians(${origin.latitude}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${origin.longitude}::float8) / 2), 2)))))`;
}
