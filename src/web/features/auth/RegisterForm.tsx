import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { registerRequest, type RegisterRequest } from "@contracts/auth";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { useMessageText } from "@web/lib/messages";
import { useRegister } from "@web/lib/auth";
import { PasswordField, TextField } from "./PasswordField";
import { applyServerErrors } from "./server-errors";

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const text = useMessageText();
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    register.mutate(
      { body: values },
      {
        onSuccess: (user) => {
          toast({ title: t("welcome", { username: user.username }), variant: "success" });
          navigate("/dashboard", { replace: true });
        },
        onError: (err) =>
          setFormError(applyServerErrors(err, FIELDS, form.setError, { generic: t("errors.generic"), network: t("errors.network") })),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("tabs.signUp")}>
      <TextField
        id="register-username"
        label={t("fields.username")}
        autoComplete="username"
        placeholder={t("placeholders.username")}
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        id="register-email"
        type="email"
        label={t("fields.email")}
        autoComplete="email"
        placeholder={t("placeholders.email")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        id="register-password"
        label={t("fields.password")}
        autoComplete="new-password"
        placeholder={t("placeholders.newPassword")}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        id="register-confirm"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        placeholder={t("placeholders.confirmPassword")}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {text(formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? t("creatingAccount") : t("createAccount")}
      </Button>
    </form>
  );
}
