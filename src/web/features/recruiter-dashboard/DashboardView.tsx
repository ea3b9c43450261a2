import { AlertTriangle, Crown, Inbox, Info, Plus, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Recruit, RecruiterAccount, RecruiterMetrics } from "@contracts/recruiter";
import { RECRUIT_LIMIT_WARNING_PERCENT, recruitUsagePercent } from "@domain/recruiters";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { InviteDialog } from "./InviteDialog";
import { MetricCards } from "./MetricCards";
import { RecruitForm } from "./RecruitForm";
import { RecruitTable } from "./RecruitTable";
import { UpgradeDialog } from "./UpgradeDialog";

/** §9: the dashboard assumes a cap of 50 when it does not know one. */
const DASHBOARD_DEFAULT_CAP = 50;

export interface DashboardActions {
  add: (body: Record<string, unknown>) => Promise<unknown>;
  update: (id: number, body: Record<string, unknown>) => Promise<unknown>;
}

/** The dashboard as §2.3 lays it out; `actions` is absent in demo mode (sample data, nothing is saved). */
export function DashboardView({
  account,
  metrics,
  recruits,
  actions,
}: {
  account: RecruiterAccount;
  metrics: RecruiterMetrics | undefined;
  recruits: Recruit[] | undefined;
  actions?: DashboardActions;
}) {
  const { t } = useTranslation("recruiterDashboard");
  const navigate = useNavigate();
  const demo = !actions;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Recruit | null>(null);
  const [inviting, setInviting] = useState<Recruit | null>(null);
  const [upgrading, setUpgrading] = useState(false);

  const count = account.currentRecruitCount;
  const max = account.maxRecruitAccounts || DASHBOARD_DEFAULT_CAP;
  const percent = recruitUsagePercent(count, max);
  const atCap = count >= max;
  const openAdd = () => (demo ? void navigate("/recruiter-signup") : setAdding(true));

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
      {demo ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-blue-300 bg-blue-50 p-4 text-blue-950 sm:flex-row sm:items-center"
        >
          <Info className="size-6 shrink-0 text-blue-700" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-bold">{t("demo.title")}</p>
            <p className="text-sm">{t("demo.body")}</p>
          </div>
          <div className="flex gap-2">
            <Button asChild size="sm">
              <Link to="/recruiter-signup">{t("demo.signUp")}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/auth">{t("demo.signIn")}</Link>
            </Button>
          </div>
        </div>
      ) : null}

      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 flex flex-col text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-2" data-testid="recruiter-header">
            <span>{account.organization}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              •
            </span>
            <span>{account.station}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              •
            </span>
            <span>{t("header.code", { code: account.recruiterCode })}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              •
            </span>
            <span className="font-semibold text-foreground">{t("header.count", { count, max })}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {demo ? null : (
            <Button asChild variant="outline">
              <Link to="/recruiter-leads">
                <Inbox aria-hidden="true" /> {t("actions.leads")}
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={() => setUpgrading(true)}>
            <Crown aria-hidden="true" /> {t("actions.plans")}
          </Button>
          <Button onClick={openAdd} disabled={atCap}>
            <Plus aria-hidden="true" /> {t("actions.addRecruit")}
          </Button>
        </div>
      </header>

      {percent >= RECRUIT_LIMIT_WARNING_PERCENT ? (
        <Card className="border-amber-300 bg-amber-50">
          <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <AlertTriangle className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
            <div className="flex-1 text-amber-950">
              <h2 className="font-bold">{t("limit.title")}</h2>
              <p className="text-sm">{atCap ? t("limit.full", { max }) : t("limit.body", { count, max, percent })}</p>
            </div>
            <Button variant="outline" onClick={() => setUpgrading(true)}>
              {t("limit.viewPlans")}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <MetricCards metrics={metrics} />

      {recruits && recruits.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <UserPlus className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-bold">{t("empty.title")}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{t("empty.body")}</p>
            <Button onClick={openAdd} disabled={atCap}>
              <Plus aria-hidden="true" /> {t("actions.addFirst")}
            </Button>
          </CardContent>
        </Card>
      ) : recruits ? (
        <RecruitTable recruits={recruits} onEdit={demo ? undefined : setEditing} onInvite={demo ? undefined : setInviting} />
      ) : null}

      {actions ? (
        <>
          <Dialog open={adding} onOpenChange={setAdding}>
            <DialogContent closeLabel={t("actions.close")}>
              <DialogTitle>{t("form.addTitle")}</DialogTitle>
              <DialogDescription>{t("form.addDescription")}</DialogDescription>
              <div className="mt-4">
                <RecruitForm
                  recruit={null}
                  onCancel={() => setAdding(false)}
                  onSave={(body) => actions.add(body).then(() => setAdding(false))}
                />
              </div>
            </DialogContent>
          </Dialog>
          {/* §4: the edit dialog is open exactly while a recruit is selected. */}
          <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
            <DialogContent closeLabel={t("actions.close")}>
              <DialogTitle>{t("form.editTitle")}</DialogTitle>
              <DialogDescription>{t("form.editDescription", { name: editing?.recruitName ?? "" })}</DialogDescription>
              {editing ? (
                <div className="mt-4">
                  <RecruitForm
                    key={editing.id}
                    recruit={editing}
                    onCancel={() => setEditing(null)}
                    onSave={(body) => actions.update(editing.id, body).then(() => setEditing(null))}
                  />
                </div>
              ) : null}
            </DialogContent>
          </Dialog>
          <InviteDialog recruit={inviting} onClose={() => setInviting(null)} />
        </>
      ) : null}
      <UpgradeDialog open={upgrading} onOpenChange={setUpgrading} account={{ ...account, maxRecruitAccounts: max }} demo={demo} />
    </main>
  );
}
