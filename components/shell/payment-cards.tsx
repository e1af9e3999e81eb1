/** Payment-card marks for the footer (SPEC §1), drawn here rather than hot-linked. */
const CARDS = [
  { name: "Visa", bg: "#1a1f71", fg: "#fff", label: "VISA" },
  { name: "Mastercard", bg: "#fff", fg: "#000", label: "mastercard" },
  { name: "American Express", bg: "#2e77bc", fg: "#fff", label: "AMEX" },
  { name: "Discover", bg: "#fff", fg: "#e55c20", label: "DISCOVER" },
];

export function PaymentCards({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {CARDS.map((c) => (
        <li key={c.name}>
          <svg
            role="img"
            aria-label={c.name}
            viewBox="0 0 60 38"
            width="48"
            height="30"
            className="rounded border border-slate-300"
          >
            <rect width="60" height="38" rx="4" fill={c.bg} />
            {c.name === "Mastercard" ? (
              <>
                <circle cx="25" cy="19" r="10" fill="#eb001b" />
                <circle cx="35" cy="19" r="10" fill="#f79e1b" fillOpacity="0.85" />
              </>
            ) : (
              <text
                x="30"
                y="23"
                textAnchor="middle"
                fontSize="11"
                fontWeight="700"
                fontFamily="system-ui,sans-serif"
                fill={c.fg}
              >
                {c.label}
              </text>
            )}
          </svg>
        </li>
      ))}
    </ul>
  );
}
