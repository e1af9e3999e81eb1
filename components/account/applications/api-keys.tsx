"use client";

import { tableFeatures, useTable, type ColumnDef } from "@tanstack/react-table";
import { Copy, KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { Alert, Field, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "@/lib/api/queries/api-keys";
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from "@/lib/contract/api-keys";

const features = tableFeatures({});

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const BUTTON =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

const SCOPE_LABEL = {
  "bookings:read": "scopeBookingsRead",
  "clients:read": "scopeClientsRead",
  search: "scopeSearch",
} as const satisfies Record<ApiKeyScope, string>;
const SCOPE_HINT = {
  "bookings:read": "scopeBookingsReadHint",
  "clients:read": "scopeClientsReadHint",
  search: "scopeSearchHint",
} as const satisfies Record<ApiKeyScope, string>;

interface NewKeyValues {
  name: string;
  scopes: ApiKeyScope[];
}

/** The contract's schema through zodResolver, loaded when the form is first checked. */
const newKeyResolver: Resolver<NewKeyValues> = async (values, context, options) => {
  const [{ zodResolver }, { newApiKeyRequest }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/contract/api-keys"),
  ]);
  const resolve = zodResolver(newApiKeyRequest) as unknown as Resolver<NewKeyValues>;
  return resolve(values, context, options);
};

/**
 * Applications (issue 16): the agency's API keys for its own integrations. Those who manage them
 * create a key with scopes (shown once, with a copy button) and revoke one after confirming; the
 * list says who made each, its scopes and when it was last used.
 */
export function ApiKeys({ initial, canManage }: { initial: ApiKey[]; canManage: boolean }) {
  const t = useTranslations("ApiKeys");
  const keys = useApiKeys(initial);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t("intro")}</p>
      {canManage ? (
        created ? (
          <NewKey created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateKeyForm onCreated={setCreated} />
        )
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("noManage")}</p>
      )}
      <section aria-labelledby="api-keys-heading" className="space-y-3">
        <h2 id="api-keys-heading" className="text-lg font-semibold">
          {t("listHeading")}
        </h2>
        {keys.isError && (
          <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900">
            <p>{t("loadFailed")}</p>
            <button type="button" onClick={() => void keys.refetch()} className={BUTTON}>
              {t("retry")}
            </button>
          </div>
        )}
        {keys.data.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-6 text-slate-700">
            <p className="font-medium">{t("none")}</p>
            <p className="mt-1 text-sm">{t("noneDetail")}</p>
          </div>
        ) : (
          <KeysTable keys={keys.data} canManage={canManage} />
        )}
      </section>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated(key: CreatedApiKey): void }) {
  const t = useTranslations("ApiKeys");
  const failureText = useFailureText();
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewKeyValues>({
    resolver: newKeyResolver,
    defaultValues: { name: "", scopes: [] },
  });
  const nameError = formState.errors.name
    ? formState.errors.name.type === "too_big"
      ? t("nameTooLong", { max: API_KEY_NAME_MAX })
      : t("nameRequired")
    : null;
  const scopesError = formState.errors.scopes ? t("scopesRequired") : null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (err) {
      setFailure(t("failed", { reason: await failureText(err) }));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-api-key-heading"
      className={`${CARD} max-w-2xl space-y-4`}
    >
      <h2 id="new-api-key-heading" className="text-lg font-semibold">
        {t("createHeading")}
      </h2>
      <Field
        label={t("name")}
        hint={t("nameHint")}
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX + 20}
        error={nameError}
        {...register("name")}
      />
      <fieldset
        aria-describedby={scopesError ? "new-api-key-scopes-error" : undefined}
        className="space-y-2"
      >
        <legend className="text-sm font-medium">{t("scopes")}</legend>
        {API_KEY_SCOPES.map((scope) => {
          const id = `new-api-key-scope-${scope.replace(":", "-")}`;
          return (
            <div key={scope} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                value={scope}
                aria-describedby={`${id}-hint`}
                aria-invalid={scopesError ? true : undefined}
                className="mt-1 size-4 accent-brand"
                {...register("scopes")}
              />
              <div>
                <label htmlFor={id} className="font-medium">
                  {t(SCOPE_LABEL[scope])} <code className="text-xs text-slate-600">{scope}</code>
                </label>
                <p id={`${id}-hint`} className="text-xs text-slate-600">
                  {t(SCOPE_HINT[scope])}
                </p>
              </div>
            </div>
          );
        })}
        {scopesError && (
          <p id="new-api-key-scopes-error" className="text-sm text-red-700">
            {scopesError}
          </p>
        )}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <SubmitButton busy={create.isPending} className="px-6 py-2.5">
        {create.isPending ? t("creating") : t("create")}
      </SubmitButton>
    </form>
  );
}

/** The new key, this once: a warning, the key to select or copy, and Done to put it away. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  const t = useTranslations("ApiKeys");
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <section
      aria-labelledby="created-api-key-heading"
      className={`${CARD} max-w-2xl space-y-4 border-amber-300`}
      data-testid="new-api-key"
    >
      <h2
        id="created-api-key-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t("createdHeading", { name: created.name })}
      </h2>
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t("createdWarning")}
      </p>
      <div className="space-y-1">
        <label htmlFor="created-api-key" className="block text-sm font-medium">
          {t("keyLabel")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="created-api-key"
            readOnly
            value={created.key}
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
          />
          <button type="button" onClick={() => void copy()} className={BUTTON}>
            <Copy aria-hidden="true" className="me-1 inline size-4" />
            {copied ? t("copied") : t("copy")}
          </button>
        </div>
        <p role="status" className="sr-only">
          {copied ? t("copied") : ""}
        </p>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t("done")}
      </button>
    </section>
  );
}

function KeysTable({ keys, canManage }: { keys: ApiKey[]; canManage: boolean }) {
  const t = useTranslations("ApiKeys");
  const format = useFormatter();
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  const columns = useMemo<ColumnDef<typeof features, ApiKey>[]>(
    () => [
      { id: "name", header: t("colName"), accessorFn: (k) => k.name },
      {
        id: "prefix",
        header: t("colPrefix"),
        accessorFn: (k) => k.prefix,
        cell: ({ row }) => (
          <code dir="ltr" className="text-xs">
            {row.original.prefix}…
          </code>
        ),
      },
      {
        id: "scopes",
        header: t("colScopes"),
        accessorFn: (k) => k.scopes.join(" "),
        cell: ({ row }) => row.original.scopes.map((s) => t(SCOPE_LABEL[s])).join(", "),
      },
      {
        id: "createdAt",
        header: t("colCreated"),
        accessorFn: (k) => k.createdAt,
        cell: ({ row }) => when(row.original.createdAt),
      },
      {
        id: "createdBy",
        header: t("colCreatedBy"),
        accessorFn: (k) => k.createdBy ?? "",
        cell: ({ row }) => row.original.createdBy ?? t("formerStaff"),
      },
      {
        id: "lastUsedAt",
        header: t("colLastUsed"),
        accessorFn: (k) => k.lastUsedAt ?? "",
        cell: ({ row }) => (row.original.lastUsedAt ? when(row.original.lastUsedAt) : t("never")),
      },
      {
        id: "status",
        header: t("colStatus"),
        accessorFn: (k) => k.revokedAt ?? "",
        cell: ({ row }) =>
          row.original.revokedAt
            ? t("revokedOn", { date: when(row.original.revokedAt) })
            : t("active"),
      },
      ...(canManage
        ? ([
            {
              id: "actions",
              header: t("colActions"),
              cell: ({ row }) =>
                row.original.revokedAt ? null : (
                  <button
                    type="button"
                    onClick={() => setConfirming(row.original)}
                    aria-label={t("revokeLabel", { name: row.original.name })}
                    className={`${BUTTON} border-red-300 text-red-800 hover:bg-red-50`}
                  >
                    {t("revoke")}
                  </button>
                ),
            },
          ] satisfies ColumnDef<typeof features, ApiKey>[])
        : []),
    ],
    // `when` reads only `format`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, format, canManage],
  );
  const table = useTable({ features, columns, data: keys, getRowId: (k) => k.id });

  return (
    <>
      {confirming && <RevokeDialog apiKey={confirming} onClose={() => setConfirming(null)} />}
      <div
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        // Scrolls sideways on a narrow screen: reachable with the keyboard.
        tabIndex={0}
        role="region"
        aria-label={t("caption")}
      >
        <table className="w-full text-start text-sm" data-testid="api-keys">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                  >
                    {String(header.column.columnDef.header)}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-revoked={row.original.revokedAt ? "" : undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 whitespace-nowrap">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Revoking asks first, in a modal dialog (Escape or Cancel keeps the key). */
function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose(): void }) {
  const t = useTranslations("ApiKeys");
  const failureText = useFailureText();
  const revoke = useRevokeApiKey();
  const dialog = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function confirm() {
    setFailure(null);
    try {
      await revoke.mutateAsync(apiKey.id);
      toast.success(t("revokedToast", { name: apiKey.name }));
      onClose();
    } catch (err) {
      setFailure(t("failed", { reason: await failureText(err) }));
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="revoke-api-key-heading"
      aria-describedby="revoke-api-key-detail"
      className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="revoke-api-key-heading" className="text-lg font-semibold">
        {t("confirmHeading", { name: apiKey.name })}
      </h2>
      <p id="revoke-api-key-detail" className="mt-2 text-slate-700">
        {t("confirmDetail")}
      </p>
      {failure && (
        <div className="mt-3">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => dialog.current?.close()} className={BUTTON}>
          {t("cancel")}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={revoke.isPending}
          aria-busy={revoke.isPending}
          className="rounded-lg bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
        >
          {t("confirm")}
        </button>
      </div>
    </dialog>
  );
}
