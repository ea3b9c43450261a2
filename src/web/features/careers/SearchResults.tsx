import { AlertTriangle, SearchX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PathfinderResponse } from "@contracts/careers";
import { BRANCH_MIN_AFQT } from "@domain/careers/pathfinder";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useMessageText } from "@web/lib/messages";
import { NearMisses } from "./NearMisses";
import { PositionCard } from "./PositionCard";

/** Below every branch's enlistment floor nothing can open, whatever the line scores: the empty state says so. */
const LOWEST_AFQT_FLOOR = Math.min(...Object.values(BRANCH_MIN_AFQT));

/** Positions shown at first; the rest on request, so a long list does not make the page heavy. */
export const PAGE_SIZE = 24;

interface SearchState {
  isIdle: boolean;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: PathfinderResponse | undefined;
}

/** Spec §4 "Pathfinder": idle (nothing), then loading, then results or the empty state of §8. */
export function SearchResults({ state }: { state: SearchState }) {
  const { t } = useTranslation("careers");
  const message = useMessageText();
  const [shown, setShown] = useState(PAGE_SIZE);
  if (state.isIdle) return null;
  if (state.isPending) {
    return (
      <div className="flex min-h-[20vh] items-center justify-center" aria-live="polite">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  }
  if (state.isError || !state.data) {
    return (
      <Card role="alert">
        <CardContent className="flex items-center gap-3 p-6">
          <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
          <p>{message(state.error?.message) ?? t("error")}</p>
        </CardContent>
      </Card>
    );
  }
  const { qualifyingPositions: found, totalPositions, nearMisses } = state.data;
  return (
    <section className="grid gap-4" aria-live="polite" data-testid="pathfinder-results">
      {found.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-8 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-bold">{t("empty.title")}</h2>
            <p className="text-muted-foreground">{t("empty.hint")}</p>
            {state.data.searchCriteria.afqtScore < LOWEST_AFQT_FLOOR ? (
              <p className="text-sm text-amber-900">
                {t("empty.belowFloor", { afqt: state.data.searchCriteria.afqtScore, min: LOWEST_AFQT_FLOOR })}
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold">{t("results.title")}</h2>
            <Badge variant="success">{t("results.count", { count: found.length, total: totalPositions })}</Badge>
          </div>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {found.slice(0, shown).map((p) => (
              <li key={p.id}>
                <PositionCard position={p} otherTests={p.otherTestsRequired} />
              </li>
            ))}
          </ul>
          {found.length > shown ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + PAGE_SIZE)}>
              {t("showMore", { count: found.length - shown })}
            </Button>
          ) : null}
        </>
      )}
      <NearMisses misses={nearMisses} />
    </section>
  );
}
