import { UserRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fitnessProfileRequest, type FitnessProfile } from "@contracts/fitness";
import { FITNESS_SEXES } from "@domain/fitness";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { fieldErrorsOf } from "@web/lib/field-errors";
import { ApiError } from "@web/lib/api";
import { useSaveFitnessProfile } from "./api";

/**
 * Birth year and sex choose the branch's age band and table (issue 13: asked once, optional). Shown open while both are
 * unset; afterwards a one-line summary with a Change button.
 */
export function ProfileCard({ profile }: { profile: FitnessProfile }) {
  const { t } = useTranslation("fitness");
  const save = useSaveFitnessProfile();
  const empty = profile.birthYear === null && profile.sex === null;
  const [editing, setEditing] = useState(false);
  const [birthYear, setBirthYear] = useState(profile.birthYear === null ? "" : String(profile.birthYear));
  const [sex, setSex] = useState<string>(profile.sex ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  if (!empty && !editing) {
    return (
      <Card data-testid="fitness-profile">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="flex items-center gap-2 text-sm">
            <UserRound className="size-4 text-primary" aria-hidden="true" />
            {t("profile.summary", {
              year: profile.birthYear ?? t("profile.notSet"),
              sex: profile.sex ? t(`sex.${profile.sex}`) : t("profile.notSet"),
            })}
          </p>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t("profile.change")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { birthYear, sex };
    const checked = fitnessProfileRequest.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    setErrors({});
    save.mutate(
      { body },
      {
        onSuccess: () => {
          toast({ title: t("toast.profileSaved"), variant: "success" });
          setEditing(false);
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(err.fieldErrors);
          toast({ title: t("toast.errorTitle"), description: t("toast.profileFailed"), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Card data-testid="fitness-profile">
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <div>
          <h2 className="flex items-center gap-2 font-bold">
            <UserRound className="size-4 text-primary" aria-hidden="true" /> {t("profile.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("profile.why")}</p>
        </div>
        <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[10rem_12rem_auto]">
          <div className="grid gap-1.5">
            <Label htmlFor="fitness-birth-year">{t("profile.birthYear")}</Label>
            <Input
              id="fitness-birth-year"
              type="number"
              inputMode="numeric"
              placeholder="2007"
              value={birthYear}
              onChange={(e) => setBirthYear(e.target.value)}
              aria-invalid={errors.birthYear ? true : undefined}
              aria-describedby={errors.birthYear ? "fitness-birth-year-error" : undefined}
            />
            <FieldError id="fitness-birth-year-error" message={errors.birthYear?.[0]} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="fitness-sex">{t("profile.sex")}</Label>
            <select
              id="fitness-sex"
              className="h-10 w-full rounded-md border border-border bg-white px-3 text-base md:text-sm"
              value={sex}
              onChange={(e) => setSex(e.target.value)}
            >
              <option value="">{t("profile.notSay")}</option>
              {FITNESS_SEXES.map((s) => (
                <option key={s} value={s}>
                  {t(`sex.${s}`)}
                </option>
              ))}
            </select>
            <FieldError id="fitness-sex-error" message={errors.sex?.[0]} />
          </div>
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit" disabled={save.isPending}>
              {t("profile.save")}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                {t("form.cancel")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
