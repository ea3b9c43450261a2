import { ClipboardCheck, Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PathfinderPrefill } from "@contracts/careers";
import { MORE_LINE_SCORE_CODES, SPEC_LINE_SCORE_CODES } from "@domain/careers/pathfinder";
import type { BranchCode } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input, Label } from "@web/components/ui/input";
import { usePathfinderSearch } from "./api";
import { BranchSelect } from "./BranchSelect";
import { canSearch, EMPTY_FORM, formFromPrefill, toRequest, type PathfinderForm } from "./form";
import { SearchResults } from "./SearchResults";

type Prefill = PathfinderPrefill["fullTest"];

/**
 * Spec §2.5 'Score-Based Search': AFQT (required), an optional branch and line scores. Filled from the latest full
 * test when there is one; while the scores are the test's, changing the branch refills them with that branch's.
 */
export function ScoreSearch({ prefill }: { prefill: Prefill }) {
  const { t, i18n } = useTranslation("careers");
  const id = useId();
  const [form, setForm] = useState<PathfinderForm>(() => (prefill ? formFromPrefill(prefill, "all") : EMPTY_FORM));
  const [fromTest, setFromTest] = useState(prefill !== null);
  const search = usePathfinderSearch();

  const setScore = (code: string, value: string) => {
    setFromTest(false);
    setForm((f) => ({ ...f, lineScores: { ...f.lineScores, [code]: value } }));
  };
  const setBranch = (branch: BranchCode | "all") =>
    setForm((f) => (prefill && fromTest ? formFromPrefill(prefill, branch) : { ...f, branch }));

  const ready = canSearch(form);
  const submit = () => {
    if (ready) search.mutate({ body: toRequest(form) });
  };
  const scoreInput = (code: string) => (
    <div key={code} className="grid min-w-0 gap-1">
      <Label htmlFor={`${id}-${code}`} className="flex min-w-0 items-baseline justify-between gap-1">
        <span className="font-mono">{code}</span>
        <span className="min-w-0 truncate text-xs font-normal text-muted-foreground" title={t(`code.${code}`)}>
          {t(`code.${code}`)}
        </span>
      </Label>
      <Input
        id={`${id}-${code}`}
        inputMode="decimal"
        autoComplete="off"
        value={form.lineScores[code] ?? ""}
        onChange={(e) => setScore(code, e.target.value)}
      />
    </div>
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("score.title")}</CardTitle>
          <CardDescription>{t("score.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {prefill ? (
            <p className="mb-4 flex items-start gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="prefill-note">
              <ClipboardCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("score.prefilled", {
                date: new Date(prefill.completedAt).toLocaleDateString(i18n.language, { dateStyle: "medium" }),
                afqt: prefill.afqtScore,
              })}
            </p>
          ) : (
            <p className="mb-4 text-sm text-muted-foreground">
              {t("score.noTest")}{" "}
              <Link to="/full-test" className="font-semibold text-primary underline">
                {t("score.takeTest")}
              </Link>
            </p>
          )}
          <form
            className="grid gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-afqt`}>{t("score.afqt")}</Label>
                <Input
                  id={`${id}-afqt`}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={form.afqt}
                  onChange={(e) => {
                    setFromTest(false);
                    setForm((f) => ({ ...f, afqt: e.target.value }));
                  }}
                />
              </div>
              <BranchSelect id={`${id}-branch`} value={form.branch} onChange={setBranch} />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold">{t("score.lineScores")}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">{SPEC_LINE_SCORE_CODES.map(scoreInput)}</div>
              <details className="rounded-md border border-border px-3 py-2" open={prefill !== null}>
                <summary className="cursor-pointer text-sm font-semibold">{t("score.more")}</summary>
                <p className="mt-1 text-xs text-muted-foreground">{t("score.moreExplain")}</p>
                <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">{MORE_LINE_SCORE_CODES.map(scoreInput)}</div>
              </details>
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={!ready || search.isPending}>
                <Search aria-hidden="true" /> {t("score.search")}
              </Button>
              {!ready ? <p className="text-sm text-muted-foreground">{t("score.needScores")}</p> : null}
            </div>
          </form>
        </CardContent>
      </Card>
      <SearchResults key={search.submittedAt} state={search} />
    </div>
  );
}
