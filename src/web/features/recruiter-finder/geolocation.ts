/** §4 / §9: high accuracy, a 10-second time-out, a 60-second maximum cache age. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** §8's two alerts, shown as the spec words them (and translated). */
export type LocateFailure = "unsupported" | "failed";

export function locateDevice(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject("unsupported" satisfies LocateFailure);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject("failed" satisfies LocateFailure),
      GEOLOCATION_OPTIONS,
    );
  });
}
