import { useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@contracts/user";
import { callApi } from "@web/lib/api-client";
import { AUTH_USER_KEY } from "@web/lib/auth";

/**
 * After a payment the plan changes when the provider's event arrives: at once with the sandbox, usually within
 * seconds with Stripe. This waits (up to ~10 s) until the user shows the change, and puts that user in the cache.
 */
export function useAwaitPlan() {
  const queryClient = useQueryClient();
  return async (done: (user: PublicUser) => boolean): Promise<void> => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await callApi("currentUser").catch(() => null);
      if (user) queryClient.setQueryData(AUTH_USER_KEY, user);
      if (user && done(user)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await queryClient.invalidateQueries();
  };
}
