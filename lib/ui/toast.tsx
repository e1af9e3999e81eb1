"use client";

import { useEffect, useSyncExternalStore, type ComponentProps } from "react";

type Sonner = typeof import("sonner");
type ToasterProps = ComponentProps<Sonner["Toaster"]>;

/**
 * Toasts (sonner) load with the first one a page shows, not with every page: most pages never
 * show one, and sonner was a twentieth of every page's first-load JavaScript.
 */
let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | null = null;
let hostMounted: Promise<void> | undefined;
let markHostMounted = () => {};
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    hostMounted = new Promise((resolve) => (markHostMounted = resolve));
    sonner = import("sonner").then((imported) => {
      loaded = imported;
      for (const listener of listeners) listener();
      return imported;
    });
    // A failed load is tried again by the next toast.
    sonner.catch(() => (sonner = undefined));
  }
  return sonner;
}

async function show(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await loadSonner();
  // The host's Toaster must be listening, or sonner drops the toast.
  await hostMounted;
  toast[kind](message);
}

export const toast = {
  success: (message: string) => void show("success", message).catch(() => {}),
  error: (message: string) => void show("error", message).catch(() => {}),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear (once per page, in the shell's providers); nothing until the first. */
export function ToastHost(props: ToasterProps) {
  const host = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return host ? <LoadedToaster Toaster={host.Toaster} {...props} /> : null;
}

function LoadedToaster({ Toaster, ...props }: ToasterProps & { Toaster: Sonner["Toaster"] }) {
  // Runs after the Toaster's own effects (children's first), so it is listening by then.
  useEffect(() => markHostMounted(), []);
  return <Toaster {...props} />;
}
