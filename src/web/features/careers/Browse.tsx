import { List } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MosPositionsQuery } from "@contracts/careers";
import { JOB_CATEGORIES } from "@domain/asvab/jobs";
import { POSITION_CATEGORIES } from "@domain/careers/pathfinder";
import type { BranchCode } from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { useMosPositions } from "./api";
import { PositionCard } from "./PositionCard";
import { BranchSelect, selectClass } from "./BranchSelect";
import { PAGE_SIZE } from "./SearchResults";

type Category = (typeof JOB_CATEGORIES)[number];
/** The sheet's fields outside the spec's seven categories, offered after them. */
const OTHER_FIELDS = JOB_CATEGORIES.filter((c) => !(POSITION_CATEGORIES as readonly string[]).includes(c));

/** Spec §2.5 'Browse All Positions': by branch and by category; the list loads once asked for, then follows the filters. */
export function Browse() {
  const { t } = useTranslation("careers");
  const id = useId();
  const [branch, setBranch] = useState<BranchCode | "all">("all");
  const [category, setCategory] = useState<Category | "all">("all");
  const [asked, setAsked] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const query: MosPositionsQuery = { ...(branch === "all" ? {} : { branch }), ...(category === "all" ? {} : { category }) };
  const positions = useMosPositions(query, asked);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("browse.title")}</CardTitle>
          <CardDescription>{t("browse.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              setAsked(true);
              setShown(PAGE_SIZE);
            }}
          >
            <BranchSelect id={`${id}-branch`} value={branch} onChange={setBranch} />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-category`}>{t("browse.category")}</Label>
              <select
                id={`${id}-category`}
                className={selectClass}
                value={category}
                onChange={(e) => setCategory(e.target.value as Category | "all")}
              >
                <option value="all">{t("allCategories")}</option>
                {POSITION_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
                <optgroup label={t("browse.otherFields")}>
                  {OTHER_FIELDS.map((c) => (
                    <option key={c} value={c}>
                      {t(`category.${c}`)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            <Button type="submit">
              <List aria-hidden="true" /> {t("browse.show")}
            </Button>
          </form>
        </CardContent>
      </Card>
      {!asked ? null : positions.isLoading ? (
        <div className="flex min-h-[20vh] items-center justify-center">
          <Spinner className="size-8 text-primary" label={t("loading")} />
        </div>
      ) : positions.isError || !positions.data ? (
        <Card role="alert">
          <CardContent className="p-6">{t("error")}</CardContent>
        </Card>
      ) : positions.data.length === 0 ? (
        <Card>
          <CardContent className="p-8 text-center text-muted-foreground">{t("browse.empty")}</CardContent>
        </Card>
      ) : (
        <section className="grid gap-4" data-testid="browse-results">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold">{t("browse.resultsTitle")}</h2>
            <Badge variant="muted">{t("browse.count", { count: positions.data.length })}</Badge>
          </div>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {positions.data.slice(0, shown).map((p) => (
              <li key={p.id}>
                <PositionCard position={p} />
              </li>
            ))}
          </ul>
          {positions.data.length > shown ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + PAGE_SIZE)}>
              {t("showMore", { count: positions.data.length - shown })}
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
