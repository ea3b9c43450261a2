/**
 * Dispatched on document by the component that owns a `[data-app-on-interaction]` zone once it is live (its mount
 * effect runs after hydration): the route's code loads lazily, so the app's root can commit before the zone has.
 */
export const APP_HYDRATED_EVENT = "app:hydrated";

/**
 * A static page whose controls need the app (`[data-app-on-interaction]`) loads it when the visitor first reaches for
 * them — a pointer, a focus or a key in that zone — instead of on every visit (hydrating costs a phone hundreds of
 * milliseconds of script that a reader who only scrolls never needs). Nothing the visitor does meanwhile is lost:
 * - a click in the zone is held and, once the app has hydrated the page, sent again to the same element;
 * - text typed into a field before React took it over is handed to React as a change, so its state matches.
 */
export function appOnInteraction(appEntry: string): void {
  const zone = document.querySelector<HTMLElement>("[data-app-on-interaction]");
  if (!zone) return;
  let ready = false;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loading ??= new Promise<void>((resolve) => {
      document.addEventListener(
        APP_HYDRATED_EVENT,
        () => {
          ready = true;
          handOverTypedText(zone);
          resolve();
        },
        { once: true },
      );
      // Without the app (offline and not cached) the page stays static: clicks go through rather than being held for ever.
      import(/* @vite-ignore */ appEntry).catch((err: unknown) => {
        console.warn("the app did not load", err);
        ready = true;
        resolve();
      });
    }));
  for (const type of ["pointerdown", "focusin", "keydown"] as const) zone.addEventListener(type, () => void load(), { once: true });
  zone.addEventListener(
    "click",
    (event) => {
      if (ready) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a, input, label") : null;
      if (!target || target instanceof HTMLInputElement) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void load().then(() => target.click());
    },
    { capture: true },
  );
}

/**
 * React keeps a field's last known value and hydration adopts whatever the field shows, so text typed before it
 * would never reach the component's state. The field is set back to empty through React's own setter (what React
 * believes it shows), then to the typed text through the element's native setter, and an input event makes React
 * see the difference as a change, as if it had been typed now.
 */
function handOverTypedText(zone: HTMLElement): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  if (!nativeSetter) return;
  zone.querySelectorAll<HTMLInputElement>("input").forEach((input) => {
    const typed = input.value;
    if (!typed) return;
    input.value = "";
    nativeSetter.call(input, typed);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
