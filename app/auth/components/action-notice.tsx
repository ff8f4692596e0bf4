import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toaster";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";

export type ActionNotice = { title: string; description?: string; variant: "success" | "error" | "info" };

/** Failure toasts stay 8 s, others 5 s (spec timing). */
const DURATION_MS = { error: 8000, success: 5000, info: 5000 } as const;

/**
 * Shows an action's answer as a toast once JavaScript runs; without JavaScript the same notice is printed in the
 * page (inside <noscript>, so nobody sees it twice).
 */
export function ActionNoticeToast({ notice }: { notice: ActionNotice | null | undefined }) {
  const shown = useRef<ActionNotice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    const options = { description: notice.description, duration: DURATION_MS[notice.variant] };
    if (notice.variant === "error") toast.error(notice.title, options);
    else if (notice.variant === "success") toast.success(notice.title, options);
    else toast.info(notice.title, options);
  }, [notice]);
  if (!notice) return null;
  return (
    <noscript>
      <Alert variant={notice.variant === "error" ? "destructive" : "info"} className="mb-4">
        <AlertTitle>{notice.title}</AlertTitle>
        {notice.description ? <AlertDescription>{notice.description}</AlertDescription> : null}
      </Alert>
    </noscript>
  );
}
