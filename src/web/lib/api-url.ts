import type { z } from "zod";
import type { EndpointName, Endpoints } from "@contracts/endpoints";
import { routes } from "@contracts/routes";

/**
 * A call's URL from the endpoint table, kept apart from api-client.ts (which loads TanStack Query) so that the boot
 * script that starts a screen's first reads (app/early-start.ts) can build the same URLs the app then asks for.
 */

type Ep<N extends EndpointName> = Endpoints[N];
type ParamsOf<E> = E extends { params: z.ZodType } ? { params: z.output<E["params"]> } : object;
type QueryOf<E> = E extends { query: z.ZodType } ? { query?: z.input<E["query"]> } : object;
type BodyOf<E> = E extends { body: z.ZodType } ? { body: z.input<E["body"]> } : object;
export type CallInput<N extends EndpointName> = ParamsOf<Ep<N>> & QueryOf<Ep<N>> & BodyOf<Ep<N>>;
export type CallResult<N extends EndpointName> = z.output<Ep<N>["response"]>;
/** The input argument is optional exactly when the call has no parameters, query or body. */
export type InputArg<N extends EndpointName> = keyof CallInput<N> extends never ? [input?: CallInput<N>] : [input: CallInput<N>];

export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The path with its `:name` parameters filled in (URL-encoded). */
export function apiPath<N extends EndpointName>(name: N, ...[input]: InputArg<N>): string {
  const params = (input as LooseInput | undefined)?.params ?? {};
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(params[key]));
  });
}

/** The path plus its query string (parameters left undefined are not sent). */
export function apiUrl<N extends EndpointName>(name: N, ...args: InputArg<N>): string {
  const path = apiPath(name, ...args);
  const query = Object.entries((args[0] as LooseInput | undefined)?.query ?? {}).filter(([, v]) => v !== undefined);
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : path;
}
