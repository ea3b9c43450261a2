import { useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@contracts/user";
import { callApi } from "./api-client";
import { AUTH_USER_KEY } from "./auth";

/**
 * After a payment the plan changes when the provider's event arrives: at once with the sandbox, usually within
 * seconds with Stripe. This waits (up to ~10 s) until the user shows the change, puts that user in the cache, and
 * says whether it came (false: the payment went through but the plan is not showing yet).
 */
export function useAwaitPlan() {
  const queryClient = useQueryClient();
  return async (done: (user: PublicUser) => boolean): Promise<boolean> => {
    let changed = false;
    for (let attempt = 0; attempt < 10 && !changed; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      const user = await callApi("currentUser").catch(() => null);
      if (user) queryClient.setQueryData(AUTH_USER_KEY, user);
      changed = user !== null && done(user);
    }
    await queryClient.invalidateQueries();
    return changed;
  };
}
