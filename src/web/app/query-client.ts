import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";

/** Platform spec §7: fresh for 5 minutes, no retries, no refetch on focus, no polling; 401 on loads is "no data". */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "returnNull" }),
      staleTime: 5 * 60 * 1000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
