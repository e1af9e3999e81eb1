"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResponsePromise } from "ky";
import type * as z from "zod";
import type * as userContract from "@/lib/contract/user";
import { api } from "../client";
import { ME_KEY } from "./account";

type Contract = typeof userContract;

/**
 * The JSON answer of `request`, parsed by its schema in the user contract. The contract is
 * loaded with the answer rather than with the page, which keeps zod out of first-load JavaScript.
 */
async function answer<S extends z.ZodType>(
  request: ResponsePromise,
  schema: (contract: Contract) => S,
): Promise<z.output<S>> {
  const [contract, body] = await Promise.all([import("@/lib/contract/user"), request.json()]);
  return schema(contract).parse(body);
}

export const IDENTITY_PROVIDERS_KEY = ["identity-providers"] as const;

// Signing in and out.

/** The signed-in user; the session itself is in the cookies the answer sets. */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: z.input<Contract["loginRequest"]>) =>
      (await answer(api().post("api/user/login", { json: input }), (c) => c.loginResponse)).user,
  });
}

/** A new account; the answer only says that a confirmation link was emailed. */
export function useSignup() {
  return useMutation({
    mutationFn: (input: z.input<Contract["signupRequest"]>) =>
      answer(api().post("api/user/signup", { json: input }), (c) => c.messageResponse),
  });
}

/** Confirms the address of an emailed link (once: a second use is refused). */
export function verifyEmail(token: string) {
  return answer(api().post("api/user/verify", { json: { token } }), (c) => c.messageResponse);
}

/** Emails a link to set a new password; the answer is the same whether the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: z.input<Contract["forgotPasswordRequest"]>) =>
      answer(api().post("api/user/forgot-password", { json: input }), (c) => c.messageResponse),
  });
}

/** Sets a new password with the emailed link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: z.input<Contract["resetPasswordRequest"]>) =>
      answer(api().post("api/user/reset-password", { json: input }), (c) => c.messageResponse),
  });
}

/** The social sign-in providers the agency offers (/social). */
export function useSocialProviders() {
  return useQuery({
    queryKey: IDENTITY_PROVIDERS_KEY,
    queryFn: async () =>
      (await answer(api().get("api/auth/providers"), (c) => c.providersResponse)).providers.filter(
        (p) => p.kind === "social",
      ),
  });
}

/** Ends the session on the server (signing out twice is fine); says whether it was an agent's. */
export function logOut() {
  return answer(api().post("api/user/logout"), (c) => c.logoutResponse);
}

// The signed-in user's own account.

/** Name and language; the new profile replaces the cached signed-in user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.input<Contract["profileUpdateRequest"]>) =>
      (await answer(api().patch("api/user/profile", { json: input }), (c) => c.profileResponse))
        .user,
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}

/** A new profile photo (a data URL); the new profile replaces the cached signed-in user. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dataUrl: string) =>
      (
        await answer(
          api().post("api/user/profile/photo", { json: { dataUrl } }),
          (c) => c.profileResponse,
        )
      ).user,
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}

/** A new password; other devices are signed out, this one gets a new session cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: z.input<Contract["changePasswordRequest"]>) =>
      answer(api().post("api/user/change-password", { json: input }), (c) => c.messageResponse),
  });
}

/** Keeps a signed-in user's interface language with the account (SPEC §4 language change). */
export function saveLanguage(language: string) {
  return answer(
    api().get(`api/user/changeLanguage/${encodeURIComponent(language)}`),
    (c) => c.messageResponse,
  );
}

/** A single-use link into the agency's academy (SPEC §4); never the session itself. */
export async function academyLink(): Promise<string> {
  return (await answer(api().post("api/user/academy-link"), (c) => c.academyLinkResponse)).url;
}
