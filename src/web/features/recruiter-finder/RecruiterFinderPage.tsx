import { ChevronLeft, ChevronRight, Loader2, LocateFixed, Search } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RECRUITER_BRANCHES, type RecruiterBranch } from "@domain/recruiters";
import { CURRENT_LOCATION_MARKER, RECRUITER_FINDER_LIMITS, type RecruiterEntry } from "@contracts/recruiter-finder";
import { PublicHeader } from "@web/components/PublicHeader";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input, Label } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { useMessageText } from "@web/lib/messages";
import { useRecruiterDirectory, type FinderSearch } from "./api";
import { locateDevice, type LocateFailure } from "./geolocation";
import { RateDialog } from "./RateDialog";
import { RecruiterCard } from "./RecruiterCard";
import { WhyConnect } from "./WhyConnect";

type BranchChoice = RecruiterBranch | "all";
const BRANCH_CHOICES: readonly BranchChoice[] = ["all", ...RECRUITER_BRANCHES];

interface Submitted {
  location: string;
  coords: { lat: number; lng: number } | null;
  branch: BranchChoice;
  page: number;
}

/** §5: the text is sent unless it is the 'Current Location' marker; coordinates when obtained; no branch for 'all'. */
function queryOf(s: Submitted): FinderSearch {
  const typed = s.location.trim();
  const useText = typed !== "" && typed !== CURRENT_LOCATION_MARKER;
  return {
    ...(s.branch === "all" ? {} : { branch: s.branch }),
    ...(useText ? { location: typed } : {}),
    ...(!useText && s.coords ? { lat: s.coords.lat, lng: s.coords.lng } : {}),
    ...(s.page > 1 ? { page: s.page } : {}),
  };
}

/** /recruiters (recruiter spec §2.2, §4, §5, §8): the public recruiter finder, for visitors and signed-in users. */
export function RecruiterFinderPage() {
  const { t } = useTranslation("recruiters");
  const { user } = useAuth();
  const messageText = useMessageText();
  const [location, setLocation] = useState("");
  const [coords, setCoords] = useState<{ lat: number; lng: number } | null>(null);
  const [branch, setBranch] = useState<BranchChoice>("all");
  const [locating, setLocating] = useState(false);
  const [rating, setRating] = useState<RecruiterEntry | null>(null);
  // Learners rate recruiters whose roster they were on (the server checks); recruiters and admins do not rate.
  const canRate = user?.role === "learner";
  const [submitted, setSubmitted] = useState<Submitted>({ location: "", coords: null, branch: "all", page: 1 });
  const directory = useRecruiterDirectory(queryOf(submitted));

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const search = (page = 1, overrides: Partial<Submitted> = {}) => {
    setSubmitted({ location, coords, branch, page, ...overrides });
    // 'Search Recruiters' refetches even when nothing changed (§2.2).
    if (
      page === submitted.page &&
      JSON.stringify(queryOf({ location, coords, branch, page, ...overrides })) === JSON.stringify(queryOf(submitted))
    ) {
      void directory.refetch();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(1);
  };

  const locateMe = async () => {
    setLocating(true);
    try {
      const found = await locateDevice();
      setCoords(found);
      setLocation(CURRENT_LOCATION_MARKER);
      search(1, { location: CURRENT_LOCATION_MARKER, coords: found });
    } catch (failure) {
      window.alert((failure as LocateFailure) === "unsupported" ? t("geo.unsupported") : t("geo.failed"));
    } finally {
      setLocating(false);
    }
  };

  const shownLocation = submitted.location.trim();
  const heading =
    shownLocation === CURRENT_LOCATION_MARKER && submitted.coords
      ? t("results.near", { location: t("currentLocation") })
      : shownLocation
        ? t("results.near", { location: directory.data?.origin?.label ?? shownLocation })
        : t("results.all");
  const error = directory.error instanceof ApiError && directory.error.status === 400 ? directory.error : null;
  const data = directory.data;

  return (
    <>
      {user ? null : <PublicHeader />}
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
        <header className="grid gap-2 text-center">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">{t("subtitle")}</p>
        </header>

        <Card>
          <CardContent className="p-4 sm:p-6">
            <form onSubmit={onSubmit} className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_14rem_auto] md:items-end" role="search">
              <div className="grid gap-1.5">
                <Label htmlFor="finder-location">{t("form.locationLabel")}</Label>
                <Input
                  id="finder-location"
                  value={location === CURRENT_LOCATION_MARKER ? t("currentLocation") : location}
                  onChange={(e) => {
                    setLocation(e.target.value);
                    if (coords) setCoords(null);
                  }}
                  placeholder={t("form.locationPlaceholder")}
                  maxLength={RECRUITER_FINDER_LIMITS.location}
                  autoComplete="postal-code"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "finder-location-error" : undefined}
                />
              </div>
              <Button
                type="button"
                variant="outline"
                onClick={() => void locateMe()}
                disabled={locating}
                aria-label={t("form.useMyLocation")}
              >
                {locating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
                <span className="md:hidden lg:inline">{t("form.useMyLocation")}</span>
              </Button>
              <div className="grid gap-1.5">
                <Label htmlFor="finder-branch">{t("form.branchLabel")}</Label>
                <select
                  id="finder-branch"
                  value={branch}
                  onChange={(e) => {
                    const next = e.target.value as BranchChoice;
                    setBranch(next);
                    search(1, { branch: next });
                  }}
                  className="h-10 w-full rounded-md border border-border bg-white px-3 text-base md:text-sm"
                >
                  {BRANCH_CHOICES.map((b) => (
                    <option key={b} value={b}>
                      {b === "all" ? t("branches.all") : t(`branches.${b}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="accent">
                <Search aria-hidden="true" /> {t("form.search")}
              </Button>
            </form>
            {error ? (
              <p id="finder-location-error" role="alert" className="mt-3 text-sm font-medium text-destructive">
                {messageText(error.serverMessage) ?? t("results.failed")}
              </p>
            ) : null}
          </CardContent>
        </Card>

        <section aria-labelledby="finder-results" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="finder-results" className="text-2xl font-bold">
              {heading}
            </h2>
            {data ? <Badge variant="accent">{t("results.found", { count: data.total })}</Badge> : null}
          </div>
          {directory.isPending ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("results.loading")}
            </p>
          ) : directory.isError && !error ? (
            <p role="alert" className="text-destructive">
              {t("results.failed")}
            </p>
          ) : data && data.recruiters.length === 0 ? (
            <p className="text-muted-foreground">{t("results.none")}</p>
          ) : data ? (
            <>
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {data.recruiters.map((r) => (
                  <li key={r.id}>
                    <RecruiterCard recruiter={r} onRate={canRate ? () => setRating(r) : undefined} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 ? (
                <nav aria-label={t("results.pages")} className="flex items-center justify-center gap-3">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={data.page <= 1}
                    onClick={() => setSubmitted({ ...submitted, page: data.page - 1 })}
                  >
                    <ChevronLeft aria-hidden="true" /> {t("results.previous")}
                  </Button>
                  <span className="text-sm text-muted-foreground">{t("results.pageOf", { page: data.page, pages: data.totalPages })}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={data.page >= data.totalPages}
                    onClick={() => setSubmitted({ ...submitted, page: data.page + 1 })}
                  >
                    {t("results.next")} <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </>
          ) : null}
        </section>

        {location.trim() === "" ? <WhyConnect /> : null}
        {canRate ? <RateDialog recruiter={rating} onClose={() => setRating(null)} /> : null}
      </main>
    </>
  );
}
