import { BookOpen, FileText, Lightbulb } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StudyMaterialDto } from "@contracts/study-materials";
import { STUDY_PREVIEW_CHARS } from "@contracts/study-materials";
import { plainText, RichText } from "@web/components/RichText";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

const ICONS = { book: BookOpen, "file-alt": FileText, lightbulb: Lightbulb } as const;
const BADGE = { guide: "default", formula: "accent", vocabulary: "success" } as const;

export function MaterialCard({ material }: { material: StudyMaterialDto }) {
  const { t } = useTranslation("studyMaterials");
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const Icon = ICONS[material.icon];
  const text = plainText(material.content);
  const preview = text.length > STUDY_PREVIEW_CHARS ? `${text.slice(0, STUDY_PREVIEW_CHARS).trimEnd()}…` : text;
  return (
    <Card className={cn("flex flex-col", open && "sm:col-span-2 lg:col-span-full")} data-testid="material-card">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <Badge variant={BADGE[material.type]} className="justify-self-start">
            {t(`type.${material.type}`)}
          </Badge>
          <h3 className="text-base font-bold leading-snug">{material.title}</h3>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div id={bodyId} className="text-sm text-muted-foreground">
          {open ? <RichText source={material.content} headingLevel={3} className="text-foreground" /> : <p>{preview}</p>}
        </div>
        {text.length > STUDY_PREVIEW_CHARS ? (
          <Button
            variant="link"
            size="sm"
            className="mt-auto self-start px-0"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? t("showLessLabel", { title: material.title }) : t("readMoreLabel", { title: material.title })}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t("showLess") : t("readMore")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
