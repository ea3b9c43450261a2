import { describe, expect, it } from "vitest";
import { milesBetween } from "@domain/geo";
import { placeDirectory } from "./index";
import { stateCodeOf } from "./us-states";

describe("placeDirectory", () => {
  it("finds a ZIP, also as ZIP+4, and nothing for an unknown one", () => {
    expect(placeDirectory.byZip("78701")).toMatchObject({ zip: "78701", city: "Austin", state: "TX" });
    expect(placeDirectory.byZip("78701-1234")?.zip).toBe("78701");
    expect(placeDirectory.byZip("99999")).toBeNull();
    expect(placeDirectory.byZip("7870")).toBeNull();
  });

  it("resolves 'City, ST', 'City, State', 'City ST' and the usual abbreviations", () => {
    for (const text of ["Austin, TX", "austin, texas", "Austin TX", "Austin Texas"]) {
      expect(placeDirectory.resolve(text)).toMatchObject({ city: "Austin", state: "TX" });
    }
    expect(placeDirectory.resolve("St. Louis, MO")).toMatchObject({ city: "Saint Louis", state: "MO" });
    expect(placeDirectory.resolve("Ft Worth, TX")).toMatchObject({ city: "Fort Worth", state: "TX" });
    expect(placeDirectory.resolve("New York, New York")).toMatchObject({ city: "New York", state: "NY" });
  });

  it("places a city at a point inside it, not dragged away by a bad row", () => {
    const nyc = placeDirectory.resolve("New York, NY");
    expect(nyc).not.toBeNull();
    // Midtown Manhattan; the data has one "New York" row with a wrong-sign longitude.
    expect(milesBetween(nyc!, { latitude: 40.758, longitude: -73.9855 })).toBeLessThan(5);
  });

  it("prefers a ZIP typed with a city, and the biggest city for a bare name", () => {
    expect(placeDirectory.resolve("Austin, TX 78701")?.zip).toBe("78701");
    expect(placeDirectory.resolve("Houston")?.state).toBe("TX");
  });

  it("returns null for text that is not a place", () => {
    for (const text of ["", "xx", "Nowhere, ZZ", "Atlantis, TX", "Austin, Narnia", "a".repeat(200)]) {
      expect(placeDirectory.resolve(text)).toBeNull();
    }
  });
});

describe("stateCodeOf", () => {
  it("maps codes and names, refuses others", () => {
    expect(stateCodeOf("tx")).toBe("TX");
    expect(stateCodeOf("North Carolina")).toBe("NC");
    expect(stateCodeOf("XX")).toBeNull();
  });
});
