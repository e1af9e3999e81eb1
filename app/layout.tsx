import type { ReactNode } from "react";
import "./globals.css";

/**
 * Every page lives under app/[agency]/[locale], whose layout renders <html> with the agency's
 * language and direction; this root only passes through (and holds the global styles).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
