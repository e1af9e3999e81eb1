"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/ui/toast";
import { Alert, Field, FormSection, formText, SubmitButton, TextArea } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useSaveWebsite, type WebsiteUpdateInput } from "@/lib/api/queries/website";
import type { WebsiteContent } from "@/lib/contract/website";
import { useHydrated } from "@/lib/ui/use-browser-value";

type Section = "about" | "faq" | "policies" | "site";
const POLICIES = ["privacyPolicy", "cookiesPolicy", "disclaimer", "termsAndConditions"] as const;
const MAX_QUESTIONS = 100;

const button =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60";

function Toggle({
  label,
  name,
  defaultChecked,
  hint,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
  hint?: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <div>
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={hint ? hintId : undefined}
          className="size-4"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 ms-6 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Website Settings (owners and admins): the About page, the FAQ page, the policies and how the
 * site opens. Each section saves on its own; the public pages show the change on their next visit.
 */
export function WebsiteSettings({ initial }: { initial: WebsiteContent }) {
  const t = useTranslations("Website");
  const hydrated = useHydrated();
  const failureText = useFailureText();
  const saveWebsite = useSaveWebsite();
  const [content, setContent] = useState(initial);
  const [questions, setQuestions] = useState(() =>
    initial.faq.questions.map((q, i) => ({ key: i, ...q })),
  );
  const [nextKey, setNextKey] = useState(initial.faq.questions.length);
  const [busy, setBusy] = useState<Section | null>(null);
  // A saved section is drawn again from what was stored (agency HTML comes back sanitised).
  const [saves, setSaves] = useState({ about: 0, faq: 0, policies: 0, site: 0 });
  const [error, setError] = useState<{ section: Section; text: string } | null>(null);

  async function save(section: Section, body: WebsiteUpdateInput) {
    setBusy(section);
    setError(null);
    try {
      const next = await saveWebsite.mutateAsync(body);
      setContent(next);
      if (section === "faq") {
        setQuestions(next.faq.questions.map((q, i) => ({ key: i, ...q })));
        setNextKey(next.faq.questions.length);
      }
      setSaves((n) => ({ ...n, [section]: n[section] + 1 }));
      toast.success(t("saved"));
    } catch (err) {
      setError({ section, text: await failureText(err) });
    } finally {
      setBusy(null);
    }
  }

  const aboutBody = (form: FormData): WebsiteUpdateInput => ({
    about: {
      isEnabled: form.get("isEnabled") === "on",
      linkTitle: formText(form, "linkTitle"),
      title: formText(form, "title"),
      content: formText(form, "content"),
      image: formText(form, "image"),
    },
  });

  const faqBody = (form: FormData): WebsiteUpdateInput => ({
    faq: {
      isEnabled: form.get("isEnabled") === "on",
      linkTitle: formText(form, "linkTitle"),
      headerMessage: formText(form, "headerMessage"),
      questions: questions.map((q) => ({
        question: formText(form, `question-${q.key}`),
        answer: formText(form, `answer-${q.key}`),
      })),
    },
  });

  const policiesBody = (form: FormData): WebsiteUpdateInput => ({
    policies: Object.fromEntries(POLICIES.map((p) => [p, formText(form, p)])) as Record<
      (typeof POLICIES)[number],
      string
    >,
  });

  const siteBody = (form: FormData): WebsiteUpdateInput => ({
    site: { bookingOnlyRoot: form.get("bookingOnlyRoot") === "on" },
  });

  /** One section's form: saved on its own, drawn again from what was stored after a save. */
  const sectionForm = (
    section: Section,
    heading: string,
    body: (form: FormData) => WebsiteUpdateInput,
    children: ReactNode,
  ) => (
    <FormSection
      as="form"
      key={`${section}-${saves[section]}`}
      heading={heading}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        void save(section, body(new FormData(e.currentTarget)));
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {children}
        {error?.section === section && <Alert tone="error">{error.text}</Alert>}
        <SubmitButton busy={busy === section} disabled={busy !== null} className="px-4 py-2">
          {t("save")}
        </SubmitButton>
      </fieldset>
    </FormSection>
  );

  return (
    <div className="space-y-6">
      {sectionForm(
        "about",
        t("aboutHeading"),
        aboutBody,
        <>
          <Toggle
            label={t("aboutEnabled")}
            name="isEnabled"
            defaultChecked={content.about.isEnabled}
          />
          <Field
            label={t("linkTitle")}
            hint={t("linkTitleHint")}
            name="linkTitle"
            maxLength={40}
            defaultValue={content.about.linkTitle ?? ""}
          />
          <Field
            label={t("pageTitle")}
            name="title"
            maxLength={120}
            defaultValue={content.about.title ?? ""}
          />
          <TextArea
            label={t("content")}
            hint={t("contentHint")}
            name="content"
            rows={8}
            maxLength={100_000}
            defaultValue={content.about.content ?? ""}
          />
          <Field
            label={t("image")}
            hint={t("imageHint")}
            name="image"
            maxLength={500}
            pattern={"(https://|/)[^\\s\"'<>]+"}
            defaultValue={content.about.image ?? ""}
          />
        </>,
      )}

      {sectionForm(
        "faq",
        t("faqHeading"),
        faqBody,
        <>
          <Toggle label={t("faqEnabled")} name="isEnabled" defaultChecked={content.faq.isEnabled} />
          <Field
            label={t("linkTitle")}
            hint={t("linkTitleHint")}
            name="linkTitle"
            maxLength={40}
            defaultValue={content.faq.linkTitle ?? ""}
          />
          <TextArea
            label={t("headerMessage")}
            name="headerMessage"
            rows={2}
            maxLength={500}
            defaultValue={content.faq.headerMessage ?? ""}
          />
          {questions.length === 0 && <p className="text-sm text-slate-600">{t("noQuestions")}</p>}
          <ol className="space-y-4">
            {questions.map((q, i) => (
              <li key={q.key} className="space-y-2 rounded-xl border border-slate-200 p-4">
                <Field
                  label={t("question", { number: i + 1 })}
                  name={`question-${q.key}`}
                  required
                  maxLength={300}
                  defaultValue={q.question}
                />
                <TextArea
                  label={t("answer", { number: i + 1 })}
                  name={`answer-${q.key}`}
                  required
                  rows={3}
                  maxLength={5_000}
                  defaultValue={q.answer}
                />
                <button
                  type="button"
                  className={button}
                  onClick={() => setQuestions((all) => all.filter((other) => other.key !== q.key))}
                >
                  {t("removeQuestion", { number: i + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={button}
              disabled={questions.length >= MAX_QUESTIONS}
              onClick={() => {
                setQuestions((all) => [...all, { key: nextKey, question: "", answer: "" }]);
                setNextKey((k) => k + 1);
              }}
            >
              {t("addQuestion")}
            </button>
          </div>
        </>,
      )}

      {sectionForm(
        "policies",
        t("policiesHeading"),
        policiesBody,
        <>
          <p className="text-sm text-slate-600">{t("policiesHint")}</p>
          {POLICIES.map((p) => (
            <TextArea
              key={p}
              label={t(p)}
              hint={t("contentHint")}
              name={p}
              rows={6}
              maxLength={100_000}
              defaultValue={content.policies[p] ?? ""}
            />
          ))}
        </>,
      )}

      {sectionForm(
        "site",
        t("siteHeading"),
        siteBody,
        <Toggle
          label={t("bookingOnlyRoot")}
          hint={t("bookingOnlyRootHint")}
          name="bookingOnlyRoot"
          defaultChecked={content.site.bookingOnlyRoot}
        />,
      )}
    </div>
  );
}
