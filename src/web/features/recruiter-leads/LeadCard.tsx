import { Check, FileCheck2, Mail, MapPin, Phone, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RecruiterLead } from "@contracts/recruiter-finder";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

const STATUS_VARIANT = { new: "accent", accepted: "success", dismissed: "muted" } as const;

/** One lead: the shared score and how to reach the learner, with Accept (onto the roster) and Dismiss. */
export function LeadCard({
  lead,
  busy,
  onAccept,
  onDismiss,
}: {
  lead: RecruiterLead;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation("recruiterLeads");
  const received = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(lead.createdAt));
  return (
    <Card data-testid="lead-card">
      <CardContent className="grid gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-bold">{lead.learnerName}</h3>
            <p className="text-sm text-muted-foreground">{t("received", { date: received })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {lead.packetShared ? (
              <Badge variant="success">
                <FileCheck2 className="mr-1 size-3.5" aria-hidden="true" />
                {t("packetShared")}
              </Badge>
            ) : null}
            <Badge variant={STATUS_VARIANT[lead.status]}>{t(`status.${lead.status}`)}</Badge>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t("afqt")}</dt>
            <dd className="text-2xl font-extrabold" data-testid="lead-afqt">
              {lead.afqtScore}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("branch")}</dt>
            <dd className="font-semibold">{t(`branches.${lead.branch}`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("zip")}</dt>
            <dd className="flex items-center gap-1 font-semibold">
              <MapPin className="size-3.5" aria-hidden="true" />
              {lead.zipCode}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("distance")}</dt>
            <dd className="font-semibold" data-testid="lead-distance">
              {lead.distance === null
                ? "—"
                : t("miles", { miles: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(lead.distance) })}
            </dd>
          </div>
        </dl>

        {lead.message ? <blockquote className="border-l-4 border-border pl-3 text-sm italic">{lead.message}</blockquote> : null}

        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${lead.email}`}>
              <Mail aria-hidden="true" /> {lead.email}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
              <Phone aria-hidden="true" /> {lead.phone}
            </a>
          </Button>
        </div>

        {lead.status === "accepted" ? (
          <p className="text-sm">
            <Link to="/recruiter-dashboard" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("onRoster")}
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onAccept} disabled={busy}>
              <Check aria-hidden="true" /> {t("accept")}
            </Button>
            {lead.status === "new" ? (
              <Button size="sm" variant="ghost" onClick={onDismiss} disabled={busy}>
                <X aria-hidden="true" /> {t("dismiss")}
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
