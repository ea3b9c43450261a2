import { ChevronDown, Star } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { PublicUser } from "@contracts/user";
import { Badge } from "@web/components/ui/badge";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { ConnectionBadge } from "@web/components/ConnectionBadge";
import { LanguageToggle } from "@web/components/LanguageToggle";
import { cn } from "@web/lib/cn";
import { useMediaQuery } from "@web/lib/use-media-query";
import { MobileDrawer } from "./MobileDrawer";
import { DESKTOP_BAR_COUNT, NAV_SCROLL_THRESHOLD_PX, visibleItems } from "./nav-items";
import { UserMenu } from "./UserMenu";

/**
 * Whether the page is scrolled past the sentinel (the element given the returned ref: as tall as the threshold, at the
 * top of the document), from an IntersectionObserver. Reading `window.scrollY` forces a synchronous layout: the read
 * on mount cost every signed-in screen an extra full layout while it loaded. The sentinel is a ref object, not a
 * state setter given as the ref: a setter called while React attaches refs is a synchronous update, which re-rendered
 * the bar and ran every screen's mount effects inside the first render's commit, one long task before the first paint.
 */
function useScrolledPastSentinel(): [boolean, RefObject<HTMLDivElement | null>] {
  const [scrolled, setScrolled] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    // In view while any of its pixels is: scrolled past once none is.
    const observer = new IntersectionObserver(([entry]) => setScrolled(entry ? !entry.isIntersecting : false));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [scrolled, sentinel];
}

export function NavBar({ user }: { user: PublicUser }) {
  const { t } = useTranslation("nav");
  const [scrolled, sentinel] = useScrolledPastSentinel();
  const items = visibleItems(user.role);
  const barItems = items.slice(0, DESKTOP_BAR_COUNT);
  const moreItems = items.slice(DESKTOP_BAR_COUNT);
  // Tailwind's xl breakpoint, where the bar's links replace the drawer: below it the links are not built at all.
  const wide = useMediaQuery("(min-width: 80rem)");

  return (
    <>
      {/* At the document's top (no positioned ancestor): out of view once the page has scrolled past the threshold. */}
      <div
        ref={sentinel}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 top-0 w-px"
        style={{ height: NAV_SCROLL_THRESHOLD_PX }}
      />
      <header
        data-scrolled={scrolled}
        className={cn("sticky top-0 z-40 bg-primary text-primary-foreground transition-shadow", scrolled ? "shadow-lg" : "shadow-none")}
      >
        <div className={cn("mx-auto flex max-w-7xl items-center gap-2 px-3 transition-all sm:px-4", scrolled ? "h-14" : "h-16")}>
          <MobileDrawer user={user} />
          <Link
            to="/dashboard"
            aria-label="ASVAB Prep"
            className="mr-2 flex items-center gap-2 whitespace-nowrap rounded-md font-extrabold tracking-tight"
          >
            <Star className="size-6 fill-accent text-accent" aria-hidden="true" />
            {/* The name gives way to the connection badge on the narrowest phones; the link keeps its label. */}
            <span className="hidden min-[400px]:inline xl:hidden 2xl:inline">ASVAB Prep</span>
          </Link>
          {wide ? (
            <nav aria-label={t("mainNav")} className="hidden flex-1 items-center gap-0.5 xl:flex">
              {barItems.map((item) => (
                <NavLink
                  key={item.key}
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-primary-foreground/90 hover:bg-white/10 hover:text-primary-foreground",
                      isActive && "bg-white/15 text-primary-foreground",
                    )
                  }
                >
                  <item.icon className="hidden size-4 min-[1800px]:block" aria-hidden="true" />
                  {t(`items.${item.key}`)}
                  {item.isNew ? (
                    <Badge variant="accent" className="px-1.5 py-0 text-[10px]">
                      {t("new")}
                    </Badge>
                  ) : null}
                </NavLink>
              ))}
              {moreItems.length > 0 ? (
                <DropdownMenu>
                  <DropdownMenuTrigger className="flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium text-primary-foreground/90 hover:bg-white/10">
                    {t("more")} <ChevronDown className="size-4" aria-hidden="true" />
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">
                    {moreItems.map((item) => (
                      <DropdownMenuItem key={item.key} asChild>
                        <Link to={item.to}>
                          <item.icon aria-hidden="true" /> {t(`items.${item.key}`)}
                        </Link>
                      </DropdownMenuItem>
                    ))}
                  </DropdownMenuContent>
                </DropdownMenu>
              ) : null}
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-1">
            <ConnectionBadge />
            <LanguageToggle className="text-primary-foreground hover:bg-white/10" />
            <UserMenu user={user} />
          </div>
        </div>
      </header>
    </>
  );
}
