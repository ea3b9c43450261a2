import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2, Mail, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactRequest,
  type ContactRequest,
  type ContactRequestInput,
  type ContactTopic,
} from "@contracts/contact";
import { PublicHeader } from "@web/components/PublicHeader";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { useMessageText } from "@web/lib/messages";
import { useSendContactMessage } from "./api";

const FIELDS = ["name", "email", "organization", "topic", "message"] as const;
type Field = (typeof FIELDS)[number];

/** `?topic=support` (a link from elsewhere in the app) chooses the topic; anything else leaves 'sales', the button's own. */
function topicOf(value: string | null): ContactTopic {
  return CONTACT_TOPICS.find((topic) => topic === value) ?? "sales";
}

const controlClass =
  "w-full rounded-md border border-border bg-white px-3 text-base focus-visible:outline-2 disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm";

/**
 * /contact, the target of 'Contact Sales' (recruiter spec §2.1, §2.4): a message form for visitors and signed-in users
 * alike, then a confirmation that says we reply by email (no promised time: the product has none).
 */
export function ContactPage() {
  const { t } = useTranslation("contact");
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  // Who is writing: the signed-in user's email to start with; "Send another message" keeps the last sender's details.
  const [sender, setSender] = useState({ name: "", email: user?.email ?? "" });

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  return (
    <>
      {user ? null : <PublicHeader />}
      <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12">
        <header className="grid gap-2 text-center">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">{t("subtitle")}</p>
        </header>
        {sent ? (
          <SentPanel sender={sender} signedIn={user !== null} onAnother={() => setSent(false)} />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Card>
              <CardContent className="p-5 sm:p-8">
                <ContactForm
                  defaults={{ ...sender, topic: topicOf(params.get("topic")) }}
                  onSent={(values) => {
                    setSender({ name: values.name, email: values.email });
                    setSent(true);
                  }}
                />
              </CardContent>
            </Card>
            <NextSteps />
          </div>
        )}
      </main>
    </>
  );
}

function ContactForm({
  defaults,
  onSent,
}: {
  defaults: { name: string; email: string; topic: ContactTopic };
  onSent: (values: ContactRequest) => void;
}) {
  const { t, i18n } = useTranslation("contact");
  const text = useMessageText();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequest),
    defaultValues: { name: defaults.name, email: defaults.email, organization: "", topic: defaults.topic, message: "" },
  });
  const { errors } = form.formState;
  const topic = topicOf(useWatch({ control: form.control, name: "topic" }) ?? null);
  const messageLength = (useWatch({ control: form.control, name: "message" }) ?? "").trim().length;

  const control = (name: Field, extraDescribedBy?: string) => ({
    id: `contact-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `contact-${name}-error` : undefined, extraDescribedBy].filter(Boolean).join(" ") || undefined,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    send.mutate(
      { body: values },
      {
        onSuccess: () => onSent(values),
        onError: (err) => {
          if (!(err instanceof ApiError)) {
            setFormError(t("errors.network"));
            return;
          }
          let placed = false;
          for (const [field, messages] of Object.entries(err.fieldErrors)) {
            if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
              form.setError(field as Field, { type: "server", message: messages[0] });
              placed = true;
            }
          }
          if (!(placed && err.status === 400)) setFormError(err.serverMessage ?? t("errors.generic"));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t("formLabel")} aria-busy={send.isPending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="name" label={t("fields.name")} error={errors.name?.message}>
          <Input autoComplete="name" {...control("name")} {...form.register("name")} />
        </FormField>
        <FormField name="email" label={t("fields.email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("placeholders.email")}
            {...control("email")}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="organization"
          label={t("fields.organization")}
          optional={t("fields.optional")}
          error={errors.organization?.message}
        >
          <Input
            autoComplete="organization"
            placeholder={t("placeholders.organization")}
            {...control("organization")}
            {...form.register("organization")}
          />
        </FormField>
        <FormField name="topic" label={t("fields.topic")} error={errors.topic?.message} hint={t(`topicHints.${topic}`)}>
          <select className={cn(controlClass, "h-10")} {...control("topic", "contact-topic-hint")} {...form.register("topic")}>
            {CONTACT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`topics.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        name="message"
        label={t("fields.message")}
        error={errors.message?.message}
        hint={t("characters", { count: messageLength, max: new Intl.NumberFormat(i18n.language).format(CONTACT_LIMITS.messageMax) })}
        hintClassName={messageLength > CONTACT_LIMITS.messageMax ? "text-destructive" : undefined}
      >
        <textarea
          rows={7}
          placeholder={t("placeholders.message")}
          className={cn(controlClass, "min-h-40 resize-y py-2 leading-6")}
          {...control("message", "contact-message-hint")}
          {...form.register("message")}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="privacy"
          components={{ privacy: <Link to="/privacy" className="font-semibold text-primary underline underline-offset-4" /> }}
        />
      </p>
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {text(formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? t("sending") : t("send")}
      </Button>
    </form>
  );
}

function FormField({
  name,
  label,
  optional,
  error,
  hint,
  hintClassName,
  children,
}: {
  name: Field;
  label: string;
  optional?: string;
  error?: string | undefined;
  hint?: string;
  hintClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`contact-${name}`}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted-foreground">{optional}</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`contact-${name}-hint`} className={cn("text-sm text-muted-foreground", hintClassName)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`contact-${name}-error`} message={error} />
    </div>
  );
}

function NextSteps() {
  const { t } = useTranslation("contact");
  const email = t("contactEmail", { ns: "legal" });
  const items = t("next.items", { returnObjects: true }) as string[];
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="grid gap-4 rounded-xl bg-muted p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-primary">
        {t("next.title")}
      </h2>
      <ul className="grid gap-3 text-sm leading-6">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <div className="border-t border-border pt-4 text-sm leading-6">
        <p className="font-semibold">{t("next.emailTitle")}</p>
        <p className="flex flex-wrap items-center gap-x-2">
          <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{t("next.emailBody")}</span>
          <a href={`mailto:${email}`} className="break-all font-semibold text-primary underline underline-offset-4 hover:no-underline">
            {email}
          </a>
        </p>
      </div>
    </aside>
  );
}

function SentPanel({ sender, signedIn, onAnother }: { sender: { name: string; email: string }; signedIn: boolean; onAnother: () => void }) {
  const { t } = useTranslation("contact");
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it, so a screen reader announces the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto w-full max-w-2xl" data-testid="contact-sent">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">
        <span className="grid size-14 place-items-center rounded-full bg-primary/10">
          <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t("sent.title")}
        </h2>
        <p className="max-w-prose text-muted-foreground">
          <Trans
            t={t}
            i18nKey="sent.body"
            values={{ name: sender.name, email: sender.email }}
            components={{ strong: <strong className="break-words font-semibold text-foreground" /> }}
          />
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={signedIn ? "/dashboard" : "/"}>{signedIn ? t("sent.backDashboard") : t("sent.backHome")}</Link>
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={onAnother}>
            {t("sent.another")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
