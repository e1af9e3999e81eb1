"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useClients, useCreateClient, type Client } from "@/lib/api/queries/bookings";
import type { Contact } from "@/lib/contract/booking";
import { LinkButton } from "../buttons";
import { contactResolver, type CheckoutValues } from "./checkout-schema";
import { CheckoutSection } from "./checkout-sections";
import { ContactFields } from "./guest-fields";

/**
 * An agent books for a client: a combobox over the agent's clients (typing filters them on the
 * server), and a "new client" form in place for someone not yet on the list.
 */
export function ClientPicker({
  selected,
  onPick,
  defaultCountry,
}: {
  selected: Client | null;
  onPick(client: Client | null): void;
  defaultCountry: string | null;
}) {
  const t = useTranslations("Checkout");
  const [adding, setAdding] = useState(false);
  return (
    <CheckoutSection heading={t("clientHeading")}>
      {selected ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            {t("bookingFor", { name: `${selected.firstName} ${selected.lastName}` })}{" "}
            <span className="text-slate-600">{selected.email}</span>
          </p>
          <LinkButton className="font-semibold" onClick={() => onPick(null)}>
            {t("changeClient")}
          </LinkButton>
        </div>
      ) : adding ? (
        <NewClientForm
          defaultCountry={defaultCountry}
          onCancel={() => setAdding(false)}
          onCreated={(client) => {
            setAdding(false);
            onPick(client);
          }}
        />
      ) : (
        <ClientCombobox onPick={onPick} onNew={() => setAdding(true)} />
      )}
    </CheckoutSection>
  );
}

function ClientCombobox({ onPick, onNew }: { onPick(client: Client): void; onNew(): void }) {
  const t = useTranslations("Checkout");
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The server is asked once typing pauses, not at every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data: clients = [], isFetching } = useClients(q, open);
  // The last option is always "New client".
  const count = clients.length + 1;
  const optionId = (i: number) => `${id}-option-${i}`;

  function choose(index: number) {
    setOpen(false);
    const client = clients[index];
    if (client) onPick(client);
    else onNew();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((a) => (a + (e.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      choose(active);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative max-w-md">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {t("findClient")}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(Math.min(active, count - 1)) : undefined}
        aria-busy={isFetching}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t("clients")}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        {clients.map((c, i) => (
          <li
            key={c.id}
            id={optionId(i)}
            role="option"
            aria-selected={active === i}
            // mousedown, not click: the input's blur would close the list before a click.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
            className={`cursor-pointer px-3 py-2 ${active === i ? "bg-slate-100" : ""}`}
          >
            {c.firstName} {c.lastName} <span className="text-sm text-slate-600">{c.email}</span>
          </li>
        ))}
        <li
          id={optionId(clients.length)}
          role="option"
          aria-selected={active === clients.length}
          onMouseDown={(e) => {
            e.preventDefault();
            choose(clients.length);
          }}
          className={`cursor-pointer px-3 py-2 font-semibold text-brand ${active === clients.length ? "bg-slate-100" : ""}`}
        >
          {t("newClient")}
        </li>
      </ul>
      <LinkButton onClick={onNew} className="mt-2 text-sm font-semibold">
        {t("newClient")}
      </LinkButton>
    </div>
  );
}

function NewClientForm({
  defaultCountry,
  onCancel,
  onCreated,
}: {
  defaultCountry: string | null;
  onCancel(): void;
  onCreated(client: Client): void;
}) {
  const t = useTranslations("Checkout");
  const create = useCreateClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CheckoutValues["contact"], unknown, Contact>({
    resolver: contactResolver,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      country: defaultCountry ?? "",
    },
  });
  const e = form.formState.errors;
  const country = useWatch({ control: form.control, name: "country" });

  const submit = form.handleSubmit(async (contact) => {
    setError(null);
    try {
      onCreated(await create.mutateAsync(contact));
    } catch (err) {
      setError((await apiFailure(err)).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("newClient")} className="space-y-4">
      <ContactFields
        prefix="client"
        base=""
        register={form.register}
        country={country || null}
        errors={{
          firstName: e.firstName && t("errorFirstName"),
          lastName: e.lastName && t("errorLastName"),
          email: e.email && t("errorEmail"),
          phone: e.phone && t("errorPhone"),
          country: e.country && t("errorCountry"),
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={create.isPending} className="px-4 py-2">
          {t("saveClient")}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="px-4 py-2 font-semibold text-brand">
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
