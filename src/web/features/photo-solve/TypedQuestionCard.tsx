import { Keyboard, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PHOTO_SOLVE_LIMITS } from "@contracts/photo-solve";
import type { SectionCode } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { useSections } from "@web/lib/reference-data";

const controlClass =
  "w-full rounded-md border border-border bg-white px-3 text-base focus-visible:outline-2 disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm";

interface Props {
  busy: boolean;
  onSubmit: (question: { text: string; subject: SectionCode }) => void;
}

/**
 * Learning spec §2, the third input: a typed question and its ASVAB subject (the app's ten subtests, by code).
 * Blank text or no subject is refused with the spec's 'Missing Information' before anything is sent (§5).
 */
export function TypedQuestionCard({ busy, onSubmit }: Props) {
  const { t } = useTranslation("photoSolve");
  const sections = useSections();
  const [text, setText] = useState("");
  const [subject, setSubject] = useState<SectionCode | "">("");
  const [missing, setMissing] = useState(false);
  const subjects = [...(sections.data ?? [])].sort((a, b) => a.position - b.position);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || !subject) {
      setMissing(true);
      toast({ title: t("typed.missingTitle"), description: t("typed.missingBody"), variant: "destructive" });
      return;
    }
    setMissing(false);
    onSubmit({ text: text.trim(), subject });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Keyboard className="size-5 text-primary" aria-hidden="true" /> {t("typed.title")}
        </CardTitle>
        <CardDescription>{t("typed.body")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="typed-question-text">{t("typed.text")}</Label>
            <textarea
              id="typed-question-text"
              rows={5}
              maxLength={PHOTO_SOLVE_LIMITS.typedTextMax}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t("typed.placeholder")}
              aria-invalid={missing && !text.trim()}
              className={`${controlClass} min-h-32 resize-y py-2 leading-6`}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor="typed-question-subject">{t("typed.subject")}</Label>
              <select
                id="typed-question-subject"
                value={subject}
                onChange={(event) => setSubject(event.target.value as SectionCode | "")}
                aria-invalid={missing && !subject}
                className={`${controlClass} h-10`}
              >
                <option value="">{t("typed.chooseSubject")}</option>
                {subjects.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={busy}>
              <Sparkles aria-hidden="true" /> {t("typed.analyze")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
