import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from "@tanstack/react-query";
import type { EndpointName } from "@contracts/endpoints";
import { INVALIDATES, routes, type MutationName, type QueryName } from "@contracts/routes";
import { ApiError, apiRequest } from "./api";
import { apiUrl, type CallInput, type CallResult, type InputArg, type LooseInput } from "./api-url";

export { apiPath, apiUrl, type CallInput, type CallResult } from "./api-url";

/**
 * The typed client built from the endpoint table (decision 0017): one function per call, path parameters
 * interpolated, bodies and answers typed by the same zod schemas the server uses, query keys derived from the path.
 * At run time it reads only the schema-free route table (contracts/routes.ts): no screen evaluates zod and every
 * area's schemas to make a call.
 */

/**
 * Makes the call. Bodies are typed by their schemas but not checked here: the server checks each with the same
 * schema and answers a refused one with 400 and its field errors, which reach the caller as an ApiError (forms check
 * theirs before submitting, with the same schema). Checking here too meant loading zod and every area's schemas on
 * the first call that sends a body — a quarter of the practice screen's start-up on a phone (decision 0017).
 */
export async function callApi<N extends EndpointName>(name: N, ...args: InputArg<N>): Promise<CallResult<N>> {
  const route: { method: string; sendsBody?: true } = routes[name];
  const body = (args[0] as LooseInput | undefined)?.body;
  return apiRequest<CallResult<N>>(route.method, apiUrl(name, ...args), route.sendsBody ? body : undefined);
}

/**
 * The query key of a read: its path template first (so invalidating `[path]` reaches every variant), then the
 * parameters and query when there are any, then whatever else tells runs apart (e.g. "Take Again").
 */
export function apiKey<N extends QueryName>(name: N, ...[input, ...extra]: [...InputArg<N>, ...unknown[]]): readonly unknown[] {
  const { params, query } = (input ?? {}) as LooseInput;
  const vars = { ...params, ...query };
  return [routes[name].path, ...(Object.keys(vars).length ? [vars] : []), ...extra];
}

/** A read that yields null on 401 (signed out), as every screen expects (platform spec §7). */
export async function readOrNull<N extends QueryName>(name: N, ...args: InputArg<N>): Promise<CallResult<N> | null> {
  try {
    return await callApi(name, ...args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

type ReadOptions<N extends QueryName> = Omit<UseQueryOptions<CallResult<N> | null>, "queryKey" | "queryFn"> & {
  /** Extra key parts that tell otherwise identical reads apart. */
  keyExtra?: readonly unknown[];
};

/** `useQuery` for a read in the table: key and loader both come from the table. */
export function useApiQuery<N extends QueryName>(name: N, input: CallInput<N>, options: ReadOptions<N> = {}) {
  const { keyExtra = [], ...rest } = options;
  const args = [input] as unknown as InputArg<N>;
  return useQuery<CallResult<N> | null>({
    queryKey: apiKey(name, ...args, ...keyExtra),
    queryFn: () => readOrNull(name, ...args),
    ...rest,
  });
}

/**
 * Starts a read before its screen has rendered (the screen's `useApiQuery` with the same input then finds it in
 * flight or done): a screen's data need not wait for the screen's own code and translations to arrive first.
 */
export function prefetchApiQuery<N extends QueryName>(
  queryClient: QueryClient,
  name: N,
  input: CallInput<N>,
  keyExtra: readonly unknown[] = [],
) {
  const args = [input] as unknown as InputArg<N>;
  return queryClient.prefetchQuery({ queryKey: apiKey(name, ...args, ...keyExtra), queryFn: () => readOrNull(name, ...args) });
}

/** Marks stale every cached read that the mutation changes (the table's INVALIDATES map). */
export function invalidateAfter(queryClient: QueryClient, mutation: MutationName): void {
  for (const read of INVALIDATES[mutation] as readonly QueryName[]) {
    void queryClient.invalidateQueries({ queryKey: [routes[read].path] });
  }
}

/** `useMutation` for a change in the table; on success the reads it changes are invalidated. */
export function useApiMutation<N extends MutationName>(name: N, onSuccess?: (result: CallResult<N>) => void) {
  const queryClient = useQueryClient();
  return useMutation<CallResult<N>, Error, CallInput<N>>({
    mutationFn: (input) => callApi(name, ...([input] as unknown as InputArg<N>)),
    onSuccess: (result) => {
      onSuccess?.(result);
      invalidateAfter(queryClient, name);
    },
  });
}
