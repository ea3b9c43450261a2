import { describe, expect, it } from "vitest";
import { isValidLatLng, milesBetween, roundMiles } from "./geo";

// Reference coordinates of well-known airports; distances checked against published (ellipsoidal) great-circle
// figures. A sphere is within 0.5% of the ellipsoid, which is far finer than a ZIP centroid.
const within = (actual: number, expected: number, fraction: number) => Math.abs(actual - expected) / expected < fraction;
const JFK = { latitude: 40.6413, longitude: -73.7781 };
const LAX = { latitude: 33.9416, longitude: -118.4085 };
const LHR = { latitude: 51.47, longitude: -0.4543 };

describe("milesBetween", () => {
  it("is zero for the same point", () => {
    expect(milesBetween(JFK, JFK)).toBe(0);
  });

  it("matches the JFK–LAX great-circle distance (about 2,475 miles)", () => {
    expect(within(milesBetween(JFK, LAX), 2475, 0.005)).toBe(true);
  });

  it("matches the JFK–Heathrow great-circle distance (about 3,451 miles)", () => {
    expect(within(milesBetween(JFK, LHR), 3451, 0.005)).toBe(true);
  });

  it("agrees with a haversine on the mean radius to the mile (spherical JFK–LAX 2,469.5)", () => {
    expect(milesBetween(JFK, LAX)).toBeCloseTo(2469.5, 0);
  });

  it("is symmetric", () => {
    expect(milesBetween(LAX, LHR)).toBeCloseTo(milesBetween(LHR, LAX), 9);
  });

  it("measures one degree of latitude as about 69 miles", () => {
    expect(milesBetween({ latitude: 0, longitude: 10 }, { latitude: 1, longitude: 10 })).toBeCloseTo(69.09, 1);
  });

  it("handles antipodes without NaN (half the circumference)", () => {
    const d = milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 3958.7613, 3);
  });
});

describe("roundMiles and isValidLatLng", () => {
  it("rounds to one decimal", () => {
    expect(roundMiles(12.345)).toBe(12.3);
    expect(roundMiles(0.05)).toBe(0.1);
  });
  it("accepts real coordinates and refuses out-of-range ones", () => {
    expect(isValidLatLng(40.7, -74)).toBe(true);
    expect(isValidLatLng(91, 0)).toBe(false);
    expect(isValidLatLng(0, -181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
  });
});
