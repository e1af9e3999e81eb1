"use client";

import { useMutation } from "@tanstack/react-query";
import type * as z from "zod";
import type { PaymentSettings, paymentSettingsUpdate } from "@/lib/contract/payment-settings";
import { api } from "../client";

/** Saves the Payment settings and answers them as they now stand (never the secret key). */
export function useSavePaymentSettings() {
  return useMutation({
    mutationFn: async (update: z.input<typeof paymentSettingsUpdate>): Promise<PaymentSettings> => {
      const [{ paymentSettingsResponse }, body] = await Promise.all([
        import("@/lib/contract/payment-settings"),
        api().put("api/agency/payment-settings", { json: update }).json(),
      ]);
      return paymentSettingsResponse.parse(body);
    },
  });
}

/** Runs the connection test on the saved keys. */
export function useTestPaymentConnection() {
  return useMutation({
    mutationFn: async () => {
      const [{ connectionTestResponse }, body] = await Promise.all([
        import("@/lib/contract/payment-settings"),
        api().post("api/agency/payment-settings/test").json(),
      ]);
      return connectionTestResponse.parse(body);
    },
  });
}
