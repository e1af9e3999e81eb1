"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import {
  Alert,
  Field,
  NewPasswordFields,
  passwordsDiffer,
  SubmitButton,
  useFailureText,
} from "@/components/auth/form-kit";
import { api } from "@/lib/api/client";
import { ME_KEY } from "@/lib/api/queries/account";
import { PHOTO_MAX_BYTES, type UserProfile } from "@/lib/contract/user";

interface Language {
  code: string;
  name: string;
}

const section = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** Edit name, photo, language and password (issue: /mytrip/profile and /settings/profile). */
export function ProfileSettings({
  initial,
  languages,
}: {
  initial: UserProfile;
  languages: Language[];
}) {
  const t = useTranslations("Profile");
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const [user, setUser] = useState(initial);
  const [busy, setBusy] = useState<"details" | "photo" | "password" | null>(null);
  const [error, setError] = useState<{ part: string; text: string } | null>(null);

  function updated(next: UserProfile) {
    setUser(next);
    queryClient.setQueryData(ME_KEY, next);
  }

  async function saveDetails(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy("details");
    setError(null);
    try {
      const language = String(form.get("language") ?? "");
      const body = (await api()
        .patch("api/user/profile", {
          json: {
            firstName: form.get("firstName"),
            lastName: form.get("lastName"),
            language: language || null,
          },
        })
        .json()) as { user: UserProfile };
      updated(body.user);
      toast.success(t("saved"));
      if (language && language !== document.documentElement.lang) {
        // The interface follows the saved language (SPEC §4 language change).
        document.cookie = `pll_language=${language}; path=/; max-age=${525600 * 60}; SameSite=Lax`;
        window.location.reload();
      }
    } catch (err) {
      setError({ part: "details", text: await failureText(err) });
    } finally {
      setBusy(null);
    }
  }

  async function uploadPhoto(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setError(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setError({ part: "photo", text: t("photoTooLarge") });
      return;
    }
    setBusy("photo");
    try {
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
      const body = (await api().post("api/user/profile/photo", { json: { dataUrl } }).json()) as {
        user: UserProfile;
      };
      updated(body.user);
      toast.success(t("photoSaved"));
    } catch (err) {
      setError({ part: "photo", text: await failureText(err) });
    } finally {
      setBusy(null);
    }
  }

  async function changePassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    if (passwordsDiffer(form, "newPassword")) {
      setError({ part: "password", text: t("passwordsDiffer") });
      return;
    }
    setBusy("password");
    try {
      await api().post("api/user/change-password", {
        json: {
          currentPassword: form.get("currentPassword") ?? "",
          newPassword: form.get("newPassword"),
        },
      });
      formElement.reset();
      toast.success(t("passwordChanged"));
    } catch (err) {
      setError({ part: "password", text: await failureText(err) });
    } finally {
      setBusy(null);
    }
  }

  const errorFor = (part: string) =>
    error?.part === part ? <Alert tone="error">{error.text}</Alert> : null;
  const info = user.personal_info;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={section} aria-labelledby="photo-heading">
        <h2 id="photo-heading" className="mb-4 text-lg font-semibold">
          {t("photo")}
        </h2>
        <div className="flex items-center gap-4">
          <div className="grid size-20 place-items-center overflow-hidden rounded-full bg-slate-200 text-2xl font-bold text-slate-600">
            {info.profile_image ? (
              // eslint-disable-next-line @next/next/no-img-element -- the user's own upload
              <img
                src={info.profile_image}
                alt={t("photoAlt")}
                className="size-full object-cover"
              />
            ) : (
              <span aria-hidden="true">
                {info.first_name.charAt(0)}
                {info.last_name.charAt(0)}
              </span>
            )}
          </div>
          <label className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand hover:bg-slate-50">
            {busy === "photo" ? t("uploading") : t("choosePhoto")}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={uploadPhoto}
              disabled={busy === "photo"}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-slate-500">{t("photoHint")}</p>
        <div className="mt-3">{errorFor("photo")}</div>
      </section>

      <section className={section} aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-4 text-lg font-semibold">
          {t("details")}
        </h2>
        <form onSubmit={saveDetails} className="space-y-4">
          {errorFor("details")}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("firstName")}
              name="firstName"
              defaultValue={info.first_name}
              autoComplete="given-name"
              required
            />
            <Field
              label={t("lastName")}
              name="lastName"
              defaultValue={info.last_name}
              autoComplete="family-name"
              required
            />
          </div>
          <Field label={t("email")} name="email" value={info.email} readOnly disabled />
          <div className="space-y-1">
            <label htmlFor="profile-language" className="block text-sm font-medium">
              {t("language")}
            </label>
            <select
              id="profile-language"
              name="language"
              defaultValue={user.language ?? ""}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              <option value="">{t("languageDefault")}</option>
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton busy={busy === "details"}>{t("save")}</SubmitButton>
        </form>
      </section>

      <section className={`${section} lg:col-span-2`} aria-labelledby="password-heading">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">
          {t("password")}
        </h2>
        <form onSubmit={changePassword} className="grid gap-4 md:grid-cols-3">
          <div className="md:col-span-3">{errorFor("password")}</div>
          {user.auth.hasPassword && (
            <Field
              label={t("currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
          <NewPasswordFields
            name="newPassword"
            label={t("newPassword")}
            confirmLabel={t("confirmPassword")}
            hint={t("passwordHint")}
          />
          <div className="md:col-span-3 md:w-64">
            <SubmitButton busy={busy === "password"}>{t("changePassword")}</SubmitButton>
          </div>
        </form>
      </section>
    </div>
  );
}
