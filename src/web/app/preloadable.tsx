import { lazy, type ComponentType } from "react";
import i18n from "@web/lib/i18n";

/**
 * A chunk's import, with the translation namespaces its screen uses, that remembers its module once both have
 * arrived (and forgets a failed attempt, so it is retried).
 */
export interface Loader<M> {
  (): Promise<M>;
  loaded: M | undefined;
}

export function loader<M>(importer: () => Promise<M>, namespaces: readonly string[] = []): Loader<M> {
  let pending: Promise<M> | undefined;
  const both = () => Promise.all([importer(), namespaces.length ? i18n.loadNamespaces([...namespaces]) : undefined]).then(([m]) => m);
  const load = (() =>
    (pending ??= both().then(
      (m) => {
        load.loaded = m;
        return m;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ))) as Loader<M>;
  load.loaded = undefined;
  return load;
}

/**
 * A screen from a chunk. Rendered after its chunk has arrived (preloadScreen asks for it beside the current user),
 * it renders at once; React.lazy alone would suspend once more, show the fallback, and then hold the screen back
 * for React's reveal throttle (300 ms), which was most of the wait for a signed-in page's first content.
 */
export function screenOf<M, K extends keyof M>(load: Loader<M>, name: K): M[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function Screen(props: object) {
    const Ready = load.loaded?.[name] as ComponentType<object> | undefined;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  Screen.displayName = `Screen(${String(name)})`;
  return Screen as M[K];
}
