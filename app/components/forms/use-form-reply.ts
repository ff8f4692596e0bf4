import { useEffect } from "react";
import { useActionData } from "react-router";
import type { FormReply } from "~/http/form-reply";
import { showToast } from "./show-toast";

/**
 * The reply of the route's form action (ADR 063), with its toast raised once per reply. A screen with several forms
 * reads `reply.intent` to know which one it answers.
 */
export function useFormReply<Reply extends FormReply = FormReply>(): Reply | undefined {
  const reply = useActionData() as Reply | undefined;
  useToastOf(reply);
  return reply;
}

/** Raises the toast of a reply once (a fetcher's data, or a reply read some other way). */
export function useToastOf(reply: Pick<FormReply, "toast"> | undefined | null): void {
  useEffect(() => {
    if (reply?.toast) showToast(reply.toast);
  }, [reply]);
}
