import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { useRootData } from "~/components/site/root-data";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { fieldMessagesOf, leadFormToast, type FieldErrorKeys } from "./lead-form-messages";
import type { LeadFormKind, LeadFormReply } from "~/http/lead-form-reply";
import { SCRIPTED_SUBMIT_FIELD } from "~/http/wants-json";
import { withCheckWords } from "~/i18n/late-words";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { toast } from "~/components/ui/toaster";
import { newSubmissionToken } from "~/http/submission-token";
import { showToast } from "./show-toast";

/** A form's zod schema, loaded on demand: zod stays out of the page's first JavaScript (the home page budget). */
export type SchemaLoader = () => Promise<{ safeParse: (value: unknown) => { success: boolean; error?: unknown } }>;

/**
 * The browser side of a lead form (estimate, contact). Without JavaScript the form is a plain POST to `action`
 * and the page comes back with the server's field errors, or, once sent, with the confirmation in the form's place
 * (the root data's `sentForm`). Once JavaScript runs: the same zod schema (loaded when the visitor first focuses
 * the form, with the words of its checks where the page was not sent them) checks the fields first (inline errors and a 3 s toast), the post goes through a fetcher
 * ('Submitting...' while busy, further submits ignored), a problem becomes a toast, and success becomes the
 * lasting confirmation (`sent`), which closes the form's earlier toast. All the form's toasts share one id, so
 * a newer one replaces the older. Every request carries a one-time submission token (ADR 036): a new one after
 * hydration and for each further request, so the server saves a repeated post once.
 */
export function useLeadForm(input: {
  kind: LeadFormKind;
  loadSchema: SchemaLoader;
  action: string;
  submissionToken: string;
  firstFieldId: string;
}) {
  const fetcher = useFetcher<LeadFormReply>();
  // The answer to a plain post made before JavaScript loaded (the page came back with it).
  const plainReply = useActionData() as LeadFormReply | undefined;
  const messages = useMessages();
  const locale = useLocale();
  const rootData = useRootData();
  const phone = rootData?.business.mainPhone ?? "";
  const toastId = `${input.kind}-form`;
  const [sent, setSent] = useState(rootData?.sentForm === input.kind);
  const [submissionToken, setSubmissionToken] = useState(input.submissionToken);
  const [focusFirstField, setFocusFirstField] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const busy = fetcher.state !== "idle";
  const reply = fetcher.data ?? plainReply;

  useEffect(() => {
    // The server drew one token for everyone a cached copy of the page reaches; this browser takes its own.
    setSubmissionToken(newSubmissionToken());
  }, []);

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setClientErrors(null);
    if (answer.status !== "sent") {
      showToast({ ...answer.toast, id: toastId });
      return;
    }
    // The confirmation says it, lastingly; an earlier problem's toast must not stay beside it.
    toast.dismiss(toastId);
    setSubmissionToken(newSubmissionToken());
    setSent(true);
  }, [fetcher.data, toastId]);

  useEffect(() => {
    // A plain post that failed: the inline errors are on the page already; the toast needs JavaScript.
    if (plainReply && plainReply.status !== "sent") showToast({ ...plainReply.toast, id: toastId });
  }, [plainReply, toastId]);

  useEffect(() => {
    if (!focusFirstField) return;
    setFocusFirstField(false);
    document.getElementById(input.firstFieldId)?.focus();
  }, [focusFirstField, input.firstFieldId]);

  /** The form's schema and the words its checks show (on the home page loaded with it: ADR 058). */
  const loadChecks = () =>
    Promise.all([
      input.loadSchema(),
      input.kind === "estimate" ? withCheckWords(messages, locale, "estimate") : messages,
    ]);

  async function check(form: HTMLFormElement): Promise<{ errors: FieldErrorKeys; words: typeof messages }> {
    const [schema, words] = await loadChecks();
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    return {
      errors: result.success
        ? {}
        : firstIssuePerField(result.error as Parameters<typeof firstIssuePerField>[0], "name"),
      words,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    let errors: FieldErrorKeys;
    let words = messages;
    try {
      ({ errors, words } = await check(form));
    } catch (error) {
      // The validator could not load (offline?): the server runs the same schema, so post anyway.
      console.warn("[forms] the form's schema did not load", error);
      errors = {};
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      inFlight.current = false;
      setClientErrors(fieldMessagesOf(input.kind, errors, words, locale));
      showToast({
        ...leadFormToast({ kind: input.kind, outcome: "invalid", messages: words, locale, phone, errors }),
        id: toastId,
      });
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
    const { errors, words } = await check(event.currentTarget);
    const still = fieldMessagesOf(input.kind, errors, words, locale);
    setClientErrors(Object.fromEntries(Object.entries(still).filter(([field]) => field in shown)));
  }

  /** Starts loading the schema and its words as soon as the visitor reaches the form, so a submit rarely waits for them. */
  function onFocus() {
    void loadChecks().catch((error: unknown) => console.warn("[forms] the form's schema did not load", error));
  }

  /** "Send another": the empty form again, with a new token, its first field focused. */
  function sendAnother() {
    setSubmissionToken(newSubmissionToken());
    setClientErrors(null);
    setSent(false);
    setFocusFirstField(true);
  }

  return {
    formRef,
    busy,
    sent,
    sendAnother,
    submissionToken,
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
