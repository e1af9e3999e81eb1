"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert, Field, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useInviteAgent } from "@/lib/api/queries/agency-agents";
import { AGENT_ROLES, type AgentRole } from "@/lib/contract/agency-agents";
import { isLocale } from "@/lib/i18n/locales";

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: AgentRole;
  isRestrictedAgent: boolean;
}

/** The contract's invitation schema through zodResolver, loaded when the form is first checked. */
const inviteResolver: Resolver<InviteValues> = async (values, context, options) => {
  const [{ zodResolver }, { agentInvitation }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/contract/agency-agents"),
  ]);
  const resolve = zodResolver(agentInvitation) as unknown as Resolver<InviteValues>;
  return resolve(values, context, options);
};

/**
 * Invites an agent by email (owners and admins): the API mails a link to choose a password.
 * Only the agency owner is offered the Admin role, as only they may give it.
 */
export function InviteAgentForm({ canGrantAdmin }: { canGrantAdmin: boolean }) {
  const t = useTranslations("AgencyAgents");
  const roleName = useTranslations("Roles");
  const locale = useLocale();
  const id = useId();
  const failureText = useFailureText();
  const invite = useInviteAgent();
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<InviteValues>({
    resolver: inviteResolver,
    defaultValues: {
      email: "",
      firstName: "",
      lastName: "",
      role: "TravelAgent",
      isRestrictedAgent: false,
    },
  });
  const roles = AGENT_ROLES.filter((r) => r !== "Admin" || canGrantAdmin);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { detail, again } = await invite.mutateAsync({
        ...values,
        ...(isLocale(locale) ? { language: locale } : {}),
      });
      const email = detail.agent.email;
      setOutcome({
        tone: "success",
        text: again ? t("reinvited", { email }) : t("invited", { email }),
      });
      reset();
    } catch (err) {
      setOutcome({ tone: "error", text: await failureText(err) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("inviteTitle")}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("inviteHint")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("firstName")}
          autoComplete="off"
          error={formState.errors.firstName && t("errFirstName")}
          {...register("firstName")}
        />
        <Field
          label={t("lastName")}
          autoComplete="off"
          error={formState.errors.lastName && t("errLastName")}
          {...register("lastName")}
        />
        <Field
          label={t("email")}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={formState.errors.email && t("errEmail")}
          {...register("email")}
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-role`} className="block text-sm font-medium">
            {t("role")}
          </label>
          <select
            id={`${id}-role`}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            {...register("role")}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register("isRestrictedAgent")} />
        {t("restricted")}
      </label>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <SubmitButton busy={invite.isPending} className="px-4 py-2">
        {t("inviteSubmit")}
      </SubmitButton>
    </form>
  );
}
