import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestMode } from "@domain/constants";
import type { PublicUser } from "@contracts/user";
import { apiRequest } from "@web/lib/api";
import { AUTH_USER_KEY, USER_KEY } from "@web/lib/auth";

export function useSwitchTestMode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (testMode: TestMode) => apiRequest<PublicUser>("POST", "/api/user/test-mode", { testMode }),
    onSuccess: (user) => {
      qc.setQueryData(AUTH_USER_KEY, user);
      qc.setQueryData(USER_KEY, user);
    },
  });
}
