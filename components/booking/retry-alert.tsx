import { Alert } from "@/components/ui/form";

/**
 * What a page or a list says when loading it failed: the reason (under the page's `title`, when
 * the page has nothing else to show) and a button that loads it again.
 */
export function RetryAlert({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title?: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={title ? "space-y-4" : "space-y-3"}>
      {title && <h1 className="text-2xl font-bold">{title}</h1>}
      <Alert tone="error">{message}</Alert>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        {retryLabel}
      </button>
    </div>
  );
}
