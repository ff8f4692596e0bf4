import { readFormData, readJsonObject } from "~/http/read-request-body.server";
import type { FormFields } from "~/http/form-reply";
import { screenPublicForm, type ScreenedForm } from "./screen-public-form.server";

/**
 * A public form's screening instead of the plain read (the lead forms, the newsletter): the body read up to
 * `maxBodyBytes`, form-encoded or JSON, the per-address rate limit of `form` and the honeypot (screenPublicForm).
 */
export type PublicFormScreening = {
  /** Names the form in the rate-limit key, e.g. "estimate". */
  form: string;
  maxBodyBytes: number;
  /** Names the body in the warning logged when it cannot be read, e.g. "[newsletter] a subscription body". */
  logLabel: string;
};

export type FormBody = {
  formData: FormData;
  /** The text fields (files are in `formData`). */
  fields: FormFields;
  /** The values as posted: a JSON body's own (numbers and lists included), else the text fields. */
  posted: Record<string, unknown>;
  /** What the public-form screening decided, when the spec asks for it. */
  verdict?: ScreenedForm;
};

/**
 * Reads a form action's body once, as its spec says: a form post (multipart included; the default), a form post or
 * a JSON object (`json`), or a public form's screening. An unreadable form or JSON body is a thrown 400, except
 * under the screening, whose verdict says so and whose fields are then empty.
 */
export async function readFormBody(
  request: Request,
  options: { json?: boolean; publicForm?: PublicFormScreening },
): Promise<FormBody> {
  if (options.publicForm) {
    const verdict = await screenPublicForm(request, options.publicForm);
    return { formData: formDataOf(verdict.fields), fields: verdict.fields, posted: verdict.fields, verdict };
  }
  if (options.json && (request.headers.get("content-type") ?? "").includes("application/json")) {
    const posted = await readJsonObject(request);
    const fields = Object.fromEntries(
      Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return { formData: formDataOf(fields), fields, posted };
  }
  const formData = await readFormData(request);
  const fields = textFieldsOf(formData);
  return { formData, fields, posted: fields };
}

function formDataOf(fields: FormFields): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

function textFieldsOf(formData: FormData): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of formData.entries())
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
