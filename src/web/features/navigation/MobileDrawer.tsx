import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { PublicUser } from "@contracts/user";
import { isPremiumTier } from "@domain/entitlements";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@web/components/ui/sheet";
import { LanguageToggle } from "@web/components/LanguageToggle";
import { cn } from "@web/lib/cn";
import { NAV_GROUPS, visibleItems } from "./nav-items";
import { useSignOut } from "./useSignOut";

export function MobileDrawer({ user }: { user: PublicUser }) {
  const { t } = useTranslation("nav");
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="text-primary-foreground hover:bg-white/10 xl:hidden" aria-label={t("openMenu")}>
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t("closeMenu")} data-testid="mobile-drawer">
        <DrawerBody user={user} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}

/**
 * The drawer's contents, a component of their own so that they are rendered only while the drawer is open: built
 * with the bar, its thirty-odd links and labels were part of every signed-in page's first render.
 */
function DrawerBody({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  const { t } = useTranslation("nav");
  const { signOut, isPending } = useSignOut();
  const items = visibleItems(user.role);
  // Premium users have nothing to upgrade to.
  const groups = NAV_GROUPS.filter((g) => g !== "premium" || !isPremiumTier(user.subscriptionTier));
  return (
    <>
      <div className="border-b border-border bg-primary p-5 pr-14 text-primary-foreground">
        <SheetTitle className="text-lg font-bold">{user.username}</SheetTitle>
        <SheetDescription className="text-sm opacity-90">{t(`plan.${user.subscriptionTier}`)}</SheetDescription>
      </div>
      <nav className="flex-1 p-3" aria-label={t("mainNav")}>
        {groups.map((group) => (
          <section key={group} className="mb-4" aria-labelledby={`drawer-${group}`}>
            <h2 id={`drawer-${group}`} className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-muted-foreground">
              {t(`groups.${group}`)}
            </h2>
            <ul>
              {items
                .filter((i) => i.group === group)
                .map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted",
                          isActive && "bg-muted font-bold text-primary",
                        )
                      }
                    >
                      <item.icon className="size-4" aria-hidden="true" />
                      <span className="flex-1">{t(`items.${item.key}`)}</span>
                      {item.isNew ? <Badge variant="accent">{t("new")}</Badge> : null}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="flex items-center gap-2 border-t border-border p-4">
        <LanguageToggle />
        <Button variant="outline" className="flex-1" onClick={signOut} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {isPending ? t("userMenu.signingOut") : t("userMenu.signOut")}
        </Button>
      </div>
    </>
  );
}
