import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Only for requests the proxy does not route to an agency (it routes every page path), such as a
 * missing file: there is no agency or language to render it in.
 */
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main className="grid min-h-dvh place-items-center p-8 text-center">
          <h1 className="text-3xl font-semibold">Page not found</h1>
        </main>
      </body>
    </html>
  );
}
