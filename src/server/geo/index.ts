import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { milesBetween } from "@domain/geo";
import { stateCodeOf } from "./us-states";

/**
 * The offline place directory (issue 15): US ZIP codes with their city, state and centroid, from the `zipcodes` npm
 * package (BSD licence; US data from federalgovernmentzipcodes.us). No network call: the finder, lead routing and the
 * recruiter sign-up resolve places from this in memory.
 *
 * The package's 5 MB table is read on the first lookup only (most requests never need it). It is a JSON object literal
 * inside a CommonJS file; parsing it as JSON takes a quarter of the time `require` does (~0.5 s against ~2 s) and leaves
 * no module copy in the require cache, so the process keeps only the ~42k small records built here.
 */
export interface Place {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface PlaceDirectory {
  /** A 5-digit ZIP (a ZIP+4 is cut to its first five digits) → its place, or null when unknown. */
  byZip(zip: string): Place | null;
  /**
   * What a person types: a ZIP ("78701", "78701-1234"), "City, ST", "City, State" or "City ST"; a bare city name
   * resolves to the state where it has the most ZIP codes. For a city the place is the median of its ZIP centroids and
   * `zip` is the city's ZIP nearest that point. Null when nothing matches.
   */
  resolve(text: string): Place | null;
}

interface RawCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface Tables {
  zips: Map<string, Place>;
  /** "AUSTIN|TX" → the city's place. */
  cities: Map<string, Place>;
  /** "AUSTIN" → the city's place in the state where it has the most ZIPs. */
  bareCities: Map<string, Place>;
}

let tables: Tables | null = null;

/** Upper case, no dots or extra spaces, and the usual abbreviations spelled out as the data spells them. */
export function cityKey(city: string): string {
  return city
    .toUpperCase()
    .replace(/\./g, " ")
    .replace(/[^A-Z0-9' -]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^ST /, "SAINT ")
    .replace(/^FT /, "FORT ")
    .replace(/^MT /, "MOUNT ");
}

function readCodes(): Record<string, RawCode> {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve("zipcodes/lib/codes.js");
  const text = readFileSync(modulePath, "utf8");
  const start = text.indexOf("{");
  const end = text.indexOf("exports.stateMap");
  try {
    return JSON.parse(text.slice(start, end).trim().replace(/;$/, "")) as Record<string, RawCode>;
  } catch {
    // A future version of the file that is not plain JSON: fall back to loading it as the module it is.
    const codes = (require(modulePath) as { codes: Record<string, RawCode> }).codes;
    delete require.cache[modulePath];
    return codes;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function load(): Tables {
  if (tables) return tables;
  const raw = readCodes();

  const zips = new Map<string, Place>();
  const grouped = new Map<string, Place[]>();
  for (const code of Object.values(raw)) {
    // ~300 rows (mostly military APO/FPO) carry no usable coordinate: a finder cannot measure from them.
    if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
    if (code.latitude === 0 && code.longitude === 0) continue;
    const place: Place = { zip: code.zip, city: code.city, state: code.state, latitude: code.latitude, longitude: code.longitude };
    zips.set(place.zip, place);
    const key = `${cityKey(place.city)}|${place.state}`;
    const list = grouped.get(key);
    if (list) list.push(place);
    else grouped.set(key, [place]);
  }

  const cities = new Map<string, Place>();
  const bareCities = new Map<string, Place>();
  const bareCount = new Map<string, number>();
  for (const [key, list] of grouped) {
    // The median, not the mean: a few rows carry a wrong sign or a far-off point (one "New York, NY" row sits at
    // +73.95 longitude), and one such row would drag a mean out to sea.
    const centre = { latitude: median(list.map((p) => p.latitude)), longitude: median(list.map((p) => p.longitude)) };
    let nearest = list[0] as Place;
    for (const p of list) if (milesBetween(p, centre) < milesBetween(nearest, centre)) nearest = p;
    const place: Place = { zip: nearest.zip, city: nearest.city, state: nearest.state, ...centre };
    cities.set(key, place);
    const bare = key.split("|")[0] as string;
    if (list.length > (bareCount.get(bare) ?? 0)) {
      bareCount.set(bare, list.length);
      bareCities.set(bare, place);
    }
  }
  tables = { zips, cities, bareCities };
  return tables;
}

function byZip(zip: string): Place | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip);
  if (!match) return null;
  return load().zips.get(match[1] as string) ?? null;
}

function resolve(text: string): Place | null {
  const input = text.trim();
  if (!input || input.length > 120) return null;
  // A ZIP anywhere ("Austin, TX 78701") is the most precise thing typed.
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(input);
  if (zip) return byZip(zip[1] as string);

  const { cities, bareCities } = load();
  const comma = input.lastIndexOf(",");
  if (comma > 0) {
    const state = stateCodeOf(input.slice(comma + 1));
    if (!state) return null;
    return cities.get(`${cityKey(input.slice(0, comma))}|${state}`) ?? null;
  }
  // "City ST" or "City State Name": try the last one, two or three words as the state.
  const words = input.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = stateCodeOf(words.slice(-n).join(" "));
    if (!state) continue;
    const place = cities.get(`${cityKey(words.slice(0, -n).join(" "))}|${state}`);
    if (place) return place;
  }
  return bareCities.get(cityKey(input)) ?? null;
}

export const placeDirectory: PlaceDirectory = { byZip, resolve };
