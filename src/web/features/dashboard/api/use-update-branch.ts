import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@web/lib/api-client";
import { AUTH_USER_KEY, USER_KEY } from "@web/lib/auth";

/** The AFQT target follows the branch: the invalidation map refreshes analytics after the change. */
export function useUpdateBranch() {
  const qc = useQueryClient();
  return useApiMutation("updateBranch", (user) => {
    qc.setQueryData(AUTH_USER_KEY, user);
    qc.setQueryData(USER_KEY, user);
  });
}
