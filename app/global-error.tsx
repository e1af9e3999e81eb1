"use client";

/** Last resort when the root layout itself fails (SPEC §8: 'Something went wrong.'). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100dvh",
        }}
      >
        <main style={{ textAlign: "center" }}>
          <h1>Something went wrong.</h1>
          <button type="button" onClick={reset} style={{ marginTop: 16, padding: "8px 16px" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
