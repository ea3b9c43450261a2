import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BranchCode } from "@domain/constants";
import type { PublicUser } from "@contracts/user";
import { apiRequest } from "@web/lib/api";
import { AUTH_USER_KEY, USER_KEY } from "@web/lib/auth";

export function useUpdateBranch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (targetBranch: BranchCode) => apiRequest<PublicUser>("PATCH", "/api/user/branch", { targetBranch }),
    onSuccess: (user) => {
      qc.setQueryData(AUTH_USER_KEY, user);
      qc.setQueryData(USER_KEY, user);
      // The AFQT target follows the branch.
      void qc.invalidateQueries({ queryKey: ["/api/analytics"] });
    },
  });
}
