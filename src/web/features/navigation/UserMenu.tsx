import { BarChart3, Crown, LayoutDashboard, Languages, LogOut, Map, Shield } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "@contracts/user";
import { isPremiumTier } from "@domain/entitlements";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useSignOut } from "./useSignOut";

export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation("nav");
  const { signOut, isPending } = useSignOut();
  const isAdmin = user.role === "admin";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-bold uppercase text-accent-foreground"
        aria-label={t("userMenu.open", { username: user.username })}
        data-testid="user-menu-trigger"
      >
        {user.username.slice(0, 2)}
      </DropdownMenuTrigger>
      <DropdownMenuContent data-testid="user-menu">
        <DropdownMenuLabel>
          <span className="block font-bold">{user.username}</span>
          <span className="block text-muted-foreground">{user.email ?? t("userMenu.noEmail")}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> {t("userMenu.dashboard")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/analytics">
            <BarChart3 aria-hidden="true" /> {t("userMenu.progress")}
          </Link>
        </DropdownMenuItem>
        {isPremiumTier(user.subscriptionTier) ? null : (
          <DropdownMenuItem asChild>
            <Link to="/subscribe">
              <Crown aria-hidden="true" /> {t("userMenu.upgrade")}
            </Link>
          </DropdownMenuItem>
        )}
        {isAdmin ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <Shield aria-hidden="true" /> {t("userMenu.admin")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/enhancements">
                <Map aria-hidden="true" /> {t("userMenu.enhancements")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/translation">
                <Languages aria-hidden="true" /> {t("userMenu.translation")}
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(e) => {
            e.preventDefault();
            signOut();
          }}
        >
          <LogOut aria-hidden="true" /> {isPending ? t("userMenu.signingOut") : t("userMenu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
