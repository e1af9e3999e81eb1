"use client";

import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { NewPasswordFields, passwordsDiffer } from "@/components/auth/form-kit";
import {
  Alert,
  Field,
  FieldFrame,
  FormSection,
  formText,
  SubmitButton,
} from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useChangePassword, useUpdateProfile, useUploadPhoto } from "@/lib/api/queries/user";
import { PHOTO_MAX_BYTES, type UserProfile } from "@/lib/contract/user";
import type { Locale } from "@/lib/i18n/locales";

interface Language {
  code: string;
  name: string;
}

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
  const updateProfile = useUpdateProfile();
  const uploadPhoto = useUploadPhoto();
  const changePassword = useChangePassword();
  const [user, setUser] = useState(initial);
  const [error, setError] = useState<{ part: string; text: string } | null>(null);

  async function saveDetails(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    try {
      const language = formText(form, "language");
      setUser(
        await updateProfile.mutateAsync({
          firstName: formText(form, "firstName"),
          lastName: formText(form, "lastName"),
          language: (language || null) as Locale | null,
        }),
      );
      toast.success(t("saved"));
      if (language && language !== document.documentElement.lang) {
        // The interface follows the saved language (SPEC §4 language change).
        document.cookie = `pll_language=${language}; path=/; max-age=${525600 * 60}; SameSite=Lax`;
        window.location.reload();
      }
    } catch (err) {
      setError({ part: "details", text: await failureText(err) });
    }
  }

  async function choosePhoto(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setError(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setError({ part: "photo", text: t("photoTooLarge") });
      return;
    }
    try {
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
      setUser(await uploadPhoto.mutateAsync(dataUrl));
      toast.success(t("photoSaved"));
    } catch (err) {
      setError({ part: "photo", text: await failureText(err) });
    }
  }

  async function savePassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    if (passwordsDiffer(form, "newPassword")) {
      setError({ part: "password", text: t("passwordsDiffer") });
      return;
    }
    try {
      await changePassword.mutateAsync({
        currentPassword: formText(form, "currentPassword"),
        newPassword: formText(form, "newPassword"),
      });
      formElement.reset();
      toast.success(t("passwordChanged"));
    } catch (err) {
      setError({ part: "password", text: await failureText(err) });
    }
  }

  const errorFor = (part: string) =>
    error?.part === part ? <Alert tone="error">{error.text}</Alert> : null;
  const info = user.personal_info;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FormSection heading={t("photo")}>
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
            {uploadPhoto.isPending ? t("uploading") : t("choosePhoto")}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={choosePhoto}
              disabled={uploadPhoto.isPending}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-slate-500">{t("photoHint")}</p>
        <div className="mt-3">{errorFor("photo")}</div>
      </FormSection>

      <FormSection heading={t("details")}>
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
          <FieldFrame id="profile-language" label={t("language")}>
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
          </FieldFrame>
          <SubmitButton busy={updateProfile.isPending}>{t("save")}</SubmitButton>
        </form>
      </FormSection>

      <FormSection heading={t("password")} className="lg:col-span-2">
        <form onSubmit={savePassword} className="grid gap-4 md:grid-cols-3">
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
            <SubmitButton busy={changePassword.isPending}>{t("changePassword")}</SubmitButton>
          </div>
        </form>
      </FormSection>
    </div>
  );
}
