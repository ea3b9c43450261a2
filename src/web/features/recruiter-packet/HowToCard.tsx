import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

const STEPS = ["generate", "review", "share", "meet", "refresh"] as const;

/** Learning spec §2: the how-to-use card. */
export function HowToCard() {
  const { t } = useTranslation("recruiterPacket");
  return (
    <Card data-testid="packet-how-to">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          {t("howTo.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{t(`howTo.steps.${step}`)}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
