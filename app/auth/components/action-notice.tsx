import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toaster";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS } from "~/config/toast-durations";

export type ActionNotice = { title: string; description?: string; variant: "success" | "error" | "info" };

/** Failure toasts stay longer than the others (spec timing). */
const DURATION_MS = { error: FAILURE_TOAST_MS, success: SUCCESS_TOAST_MS, info: SUCCESS_TOAST_MS } as const;

/**
 * Shows an action's answer as a toast once JavaScript runs; without JavaScript the same notice is printed in the
 * page (inside <noscript>, so nobody sees it twice). `toastId` names the form: its next answer replaces this toast,
 * and a new submit of that form closes it (the visitor is acting on it; a stale failure must not outlive the fix).
 */
export function ActionNoticeToast({
  notice,
  toastId,
  submitting,
}: {
  notice: ActionNotice | null | undefined;
  toastId: string;
  submitting: boolean;
}) {
  const shown = useRef<ActionNotice | null>(null);
  useEffect(() => {
    if (submitting) toast.dismiss(toastId);
  }, [submitting, toastId]);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    const options = { description: notice.description, duration: DURATION_MS[notice.variant], id: toastId };
    if (notice.variant === "error") toast.error(notice.title, options);
    else if (notice.variant === "success") toast.success(notice.title, options);
    else toast.info(notice.title, options);
  }, [notice, toastId]);
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
