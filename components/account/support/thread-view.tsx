"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import {
  useSupportReply,
  useSupportStatus,
  useSupportThread,
  type SupportArea,
} from "@/lib/api/queries/support";
import { formatInstant } from "@/lib/booking/trip-format";
import {
  SUPPORT_MESSAGE_MAX,
  supportReply,
  type SupportMessage,
  type SupportStatus,
  type SupportThreadDetail,
} from "@/lib/contract/support";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const STATUS_LABELS = { open: "statusOpen", closed: "statusClosed" } as const;

export function StatusBadge({ status }: { status: SupportStatus }) {
  const t = useTranslations("Support");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === "open" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"
      }`}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}

/**
 * One request: its subject and state, the messages oldest first, and a reply box; the staff can
 * close or reopen it. The heading takes the focus when it opens, so a keyboard or screen reader
 * user lands on what they opened.
 */
export function ThreadView({
  area,
  id,
  agencyName,
  onBack,
  backHref,
}: {
  area: SupportArea;
  id: string;
  agencyName: string;
  onBack(): void;
  backHref: string;
}) {
  const t = useTranslations("Support");
  const result = useSupportThread(area, id);
  const heading = useRef<HTMLHeadingElement>(null);
  const thread = result.data;
  const loaded = Boolean(thread);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <a
      href={backHref}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onBack();
      }}
      className="inline-flex items-center gap-1 font-semibold text-brand underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t("backToList")}
    </a>
  );

  if (!thread) {
    return (
      <div className="space-y-4">
        {back}
        {result.isError ? (
          <Alert tone="error">{t("threadNotFound")}</Alert>
        ) : (
          <p aria-live="polite">{t("loadingThread")}</p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {back}
      <section
        aria-labelledby={`thread-${id}-heading`}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2
          id={`thread-${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold"
        >
          {thread.subject}
        </h2>
        <ThreadFacts area={area} thread={thread} />
        <h3 className="mt-6 mb-3 font-semibold">{t("conversation")}</h3>
        <ol className="space-y-3" data-testid="support-messages">
          {thread.messages.map((m) => (
            <MessageItem key={m.id} message={m} area={area} agencyName={agencyName} />
          ))}
        </ol>
        {area === "user" && thread.status === "closed" && (
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t("closedNote")}
          </p>
        )}
        <ReplyForm area={area} id={id} />
      </section>
    </div>
  );
}

function ThreadFacts({ area, thread }: { area: SupportArea; thread: SupportThreadDetail }) {
  const t = useTranslations("Support");
  const locale = useFormatLocale();
  const status = useSupportStatus(thread.id);
  const [changed, setChanged] = useState<SupportStatus | null>(null);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    setFailed(false);
    setChanged(null);
    const next: SupportStatus = thread.status === "open" ? "closed" : "open";
    try {
      await status.mutateAsync(next);
      setChanged(next);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="mt-2 space-y-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t("colStatus")}</dt>
        <dd>
          <StatusBadge status={thread.status} />
        </dd>
        {area === "agency" && (
          <>
            <dt className="font-medium">{t("colRequester")}</dt>
            <dd>
              {thread.requester.name}{" "}
              <a
                href={`mailto:${thread.requester.email}`}
                dir="ltr"
                className="text-brand underline"
              >
                {thread.requester.email}
              </a>
            </dd>
          </>
        )}
        {thread.booking && (
          <>
            <dt className="font-medium">{t("booking")}</dt>
            <dd dir="ltr" className="text-start">
              {thread.booking.reference}
            </dd>
          </>
        )}
        <dt className="font-medium">{t("opened")}</dt>
        <dd>
          <time dateTime={thread.createdAt}>{formatInstant(thread.createdAt, locale)}</time>
        </dd>
      </dl>
      {area === "agency" && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void toggle()}
            disabled={status.isPending}
            aria-busy={status.isPending}
            className="rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white disabled:opacity-60"
          >
            {thread.status === "open" ? t("close") : t("reopen")}
          </button>
        </div>
      )}
      {changed && (
        <Alert tone="success">{changed === "closed" ? t("closed") : t("reopened")}</Alert>
      )}
      {failed && <Alert tone="error">{t("statusFailed")}</Alert>}
    </div>
  );
}

function MessageItem({
  message,
  area,
  agencyName,
}: {
  message: SupportMessage;
  area: SupportArea;
  agencyName: string;
}) {
  const t = useTranslations("Support");
  const locale = useFormatLocale();
  // The viewer's own side is set apart from the other's, at the inline end.
  const own = (area === "user") === (message.side === "requester");
  const who =
    message.side === "agency"
      ? message.author
        ? t("staffAuthor", { name: message.author, agency: agencyName })
        : agencyName
      : area === "user"
        ? t("you")
        : (message.author ?? t("formerUser"));
  return (
    <li
      className={`rounded-xl border p-4 ${
        own ? "ms-8 border-brand/30 bg-brand/5" : "me-8 border-slate-200 bg-slate-50"
      }`}
    >
      <p className="mb-1 flex flex-wrap gap-x-2 text-sm">
        <span className="font-semibold">{who}</span>
        <time dateTime={message.createdAt} className="text-slate-600">
          {formatInstant(message.createdAt, locale)}
        </time>
      </p>
      <p className="text-start whitespace-pre-wrap">{message.body}</p>
    </li>
  );
}

interface ReplyValues {
  message: string;
}

function ReplyForm({ area, id }: { area: SupportArea; id: string }) {
  const t = useTranslations("Support");
  const fieldId = `${useId()}-reply`;
  const reply = useSupportReply(area, id);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ReplyValues>({
    resolver: zodResolver(supportReply),
    defaultValues: { message: "" },
  });
  const error = form.formState.errors.message ? t("errorMessage") : undefined;

  const submit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    setSent(false);
    try {
      await reply.mutateAsync(message);
      form.reset();
      setSent(true);
    } catch (e) {
      const failed = await apiFailure(e);
      setFailure(failed.status === 404 ? t("threadNotFound") : t("replyFailed"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-3" aria-label={t("replyHeading")}>
      <FieldFrame id={fieldId} label={t("reply")} error={error}>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error })}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
          {...form.register("message")}
        />
      </FieldFrame>
      {failure && <Alert tone="error">{failure}</Alert>}
      {sent && <Alert tone="success">{t("replied")}</Alert>}
      <SubmitButton busy={reply.isPending} className="px-4 py-2">
        {t("sendReply")}
      </SubmitButton>
    </form>
  );
}
