import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@web/lib/api-client";
import { AUTH_USER_KEY, USER_KEY } from "@web/lib/auth";

export function useSwitchTestMode() {
  const qc = useQueryClient();
  return useApiMutation("switchTestMode", (user) => {
    qc.setQueryData(AUTH_USER_KEY, user);
    qc.setQueryData(USER_KEY, user);
  });
}
