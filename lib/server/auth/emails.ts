import "server-only";
import { escapeHtml } from "../mail/branded";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/load-messages";
import type ShellMessages from "@/messages/en.json";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import type { AgencyRow } from "../agency/agency";
import { sendMail } from "../mail/transport";

/** Spelled out so that each message key is named in the code. */
const KEYS = {
  verify: ["verify.subject", "verify.body", "verify.action"],
  reset: ["reset.subject", "reset.body", "reset.action"],
  alreadyRegistered: [
    "alreadyRegistered.subject",
    "alreadyRegistered.body",
    "alreadyRegistered.action",
  ],
} as const;
type Kind = keyof typeof KEYS;

async function translator(locale: string) {
  const l = isLocale(locale) ? locale : FALLBACK_LOCALE;
  // Typed as the shell's English messages, so each key is checked.
  const messages = (await loadMessages(l)) as typeof ShellMessages;
  return createTranslator({ locale: l, messages, namespace: "Email" });
}

/** The account emails, in the user's language, from the agency, with one link each. */
export async function sendAccountEmail(
  kind: Kind,
  agency: AgencyRow,
  to: { email: string; firstName: string },
  link: string,
  locale: string,
): Promise<void> {
  const t = await translator(locale);
  const values = { agency: agency.agencyName, name: to.firstName };
  const [subjectKey, bodyKey, actionKey] = KEYS[kind];
  const subject = t(subjectKey, values);
  const body = t(bodyKey, values);
  const action = t(actionKey, values);
  const from =
    process.env.MAIL_FROM ?? `${agency.agencyName} <no-reply@${agency.subdomain}.travel.invalid>`;
  await sendMail({
    from:
      agency.contactEmailId && !process.env.MAIL_FROM
        ? `${agency.agencyName} <${agency.contactEmailId}>`
        : from,
    to: to.email,
    subject,
    text: `${t("greeting", values)}\n\n${body}\n\n${action}: ${link}\n\n${t("ignore")}\n`,
    html:
      `<p>${escapeHtml(t("greeting", values))}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#64748b">${escapeHtml(t("ignore"))}</p>`,
  });
}
