/**
 * Great-circle distances for the recruiter finder and lead routing (issue 15). Places come from the server's offline
 * ZIP directory; this file only measures. Miles because the spec shows distances in miles.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Lead routing (issue 15): recruiters whose office is within this many miles of the learner's ZIP get the lead. */
export const LEAD_RADIUS_MILES = 50;
/** …and when none is that close, the nearest few of the branch do. */
export const LEAD_FALLBACK_COUNT = 3;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles; well-conditioned for short distances, which is what the finder mostly measures. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the finder shows it: one decimal place. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** True when the pair is a usable coordinate (the finder accepts lat/lng from the browser). */
export function isValidLatLng(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}
