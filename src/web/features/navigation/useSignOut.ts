import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "@web/components/ui/use-toast";
import { useLogout } from "@web/lib/auth";

export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation("nav");
  return {
    isPending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => navigate("/", { replace: true }),
        onError: () => toast({ title: t("userMenu.signOutFailed"), variant: "destructive" }),
      }),
  };
}
