import { useApiQuery } from "./api-client";
import { startHrefFor } from "./start-href";

/** Server facts the client needs, such as whether the one-click demo sign-in exists. */
export function useAppConfig() {
  const { data } = useApiQuery("config", {}, { staleTime: Infinity });
  return (
    data ?? { demoMode: false, secondsPerQuestion: 180, testHooks: false, payments: { provider: "sandbox" as const, publishableKey: null } }
  );
}

/** Where a "start now" button should go: the demo account when there is one, otherwise the sign-in screen. */
export function useStartHref(): string {
  return startHrefFor(useAppConfig().demoMode);
}
