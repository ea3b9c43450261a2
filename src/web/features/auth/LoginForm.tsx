import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { loginRequest, type LoginRequest } from "@contracts/auth";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { useMessageText } from "@web/lib/messages";
import { useLogin } from "@web/lib/auth";
import { PasswordField, TextField } from "./PasswordField";
import { applyServerErrors } from "./server-errors";

export function LoginForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const text = useMessageText();
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequest), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(
      { body: values },
      {
        onSuccess: (user) => {
          toast({ title: t("welcomeBack", { username: user.username }), variant: "success" });
          navigate("/dashboard", { replace: true });
        },
        onError: (err) =>
          setFormError(
            applyServerErrors(err, ["username", "password"], form.setError, { generic: t("errors.generic"), network: t("errors.network") }),
          ),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("tabs.signIn")}>
      <TextField
        id="login-username"
        label={t("fields.username")}
        autoComplete="username"
        placeholder={t("placeholders.username")}
        error={errors.username?.message}
        {...form.register("username")}
      />
      <PasswordField
        id="login-password"
        label={t("fields.password")}
        autoComplete="current-password"
        placeholder={t("placeholders.password")}
        error={errors.password?.message}
        {...form.register("password")}
      />
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {text(formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t("signingIn") : t("signIn")}
      </Button>
    </form>
  );
}
