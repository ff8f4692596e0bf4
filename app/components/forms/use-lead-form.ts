import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { useRootData } from "~/components/site/root-data";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { fieldMessagesOf, leadFormToast, type FieldErrorKeys, type LeadFormKind } from "~/domain/leads/lead-form-messages";
import type { LeadFormReply } from "~/http/handle-lead-form.server";
import { SCRIPTED_SUBMIT_FIELD } from "~/http/wants-json";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { showToast } from "./show-toast";

/** A form's zod schema, loaded on demand: zod stays out of the page's first JavaScript (the home page budget). */
export type SchemaLoader = () => Promise<{ safeParse: (value: unknown) => { success: boolean; error?: unknown } }>;

/**
 * The browser side of a lead form (estimate, contact). Without JavaScript the form is a plain POST to `action`
 * and the page comes back with the server's field errors, or redirects with a toast. Once JavaScript runs:
 * the same zod schema (loaded when the visitor first focuses the form) checks the fields first (inline errors
 * and a 3 s toast), the post goes through a fetcher
 * ('Submitting...' while busy, further submits ignored), and the answer becomes a toast; success clears the form.
 */
export function useLeadForm(input: { kind: LeadFormKind; loadSchema: SchemaLoader; action: string }) {
  const fetcher = useFetcher<LeadFormReply>();
  // The answer to a plain post made before JavaScript loaded (the page came back with it).
  const plainReply = useActionData() as LeadFormReply | undefined;
  const messages = useMessages();
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const busy = fetcher.state !== "idle";
  const reply = fetcher.data ?? plainReply;

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setClientErrors(null);
    showToast(answer.toast);
    if (answer.status === "sent") clearFields(formRef.current);
  }, [fetcher.data]);

  useEffect(() => {
    // A plain post that failed: the inline errors are on the page already; the toast needs JavaScript.
    if (plainReply) showToast(plainReply.toast);
  }, [plainReply]);

  async function check(form: HTMLFormElement): Promise<FieldErrorKeys> {
    const schema = await input.loadSchema();
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    return result.success ? {} : firstIssuePerField(result.error as Parameters<typeof firstIssuePerField>[0], "name");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    let errors: FieldErrorKeys;
    try {
      errors = await check(form);
    } catch (error) {
      // The validator could not load (offline?): the server runs the same schema, so post anyway.
      console.warn("[forms] the form's schema did not load", error);
      errors = {};
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      inFlight.current = false;
      setClientErrors(fieldMessagesOf(input.kind, errors, messages, locale));
      showToast(leadFormToast({ kind: input.kind, outcome: "invalid", messages, locale, phone, errors }));
      form.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
      return;
    }
    setClientErrors({});
    const formData = new FormData(form);
    formData.set(SCRIPTED_SUBMIT_FIELD, "1");
    void fetcher.submit(formData, { method: "post", action: input.action });
  }

  /** A shown error goes away as soon as its field is fixed. */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    const shown = clientErrors ?? reply?.fieldErrors ?? {};
    if (Object.keys(shown).length === 0) return;
    const still = fieldMessagesOf(input.kind, await check(event.currentTarget), messages, locale);
    setClientErrors(Object.fromEntries(Object.entries(still).filter(([field]) => field in shown)));
  }

  /** Starts loading the schema as soon as the visitor reaches the form, so a submit rarely waits for it. */
  function onFocus() {
    void input.loadSchema().catch((error: unknown) => console.warn("[forms] the form's schema did not load", error));
  }

  return {
    formRef,
    busy,
    errors: clientErrors ?? reply?.fieldErrors ?? {},
    /** What a failed plain post typed, to fill the form in again. */
    values: reply?.status === "sent" ? undefined : reply?.values,
    /** The outcome to announce on the page as well (a failure stays visible next to the form). */
    failure: reply && reply.status !== "sent" && reply.status !== "invalid" ? reply.toast : undefined,
    onSubmit,
    onChange,
    onFocus,
  };
}

/** Empties the text fields (a form reset would bring back the values a failed plain post filled in). */
function clearFields(form: HTMLFormElement | null) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement && element.type !== "hidden") || element instanceof HTMLTextAreaElement) element.value = "";
  }
}
