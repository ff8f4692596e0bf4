import { Upload } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { SettingsField, describedField } from "~/components/admin/settings/settings-field";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { WORK_PHOTO_CAPTION_MAX_LENGTH } from "~/config/business-rules";
import {
  WORK_PHOTO_UPLOAD_TYPES,
  WorkPhotoCaptionSchema,
  workPhotoCaptionErrors,
  workPhotoFileProblem,
} from "~/domain/work-photos/work-photo-schemas";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { WORK_PHOTO_LIMIT_WORDS, workPhotoFieldMessages, workPhotoValidationToast } from "./work-photo-messages";

export const UPLOAD_WORK_PHOTO_INTENT = "upload";

/** What the action answers a refused upload with: worded field messages, the typed captions, the toast. */
export type WorkPhotoUploadReply = FormReply;

/**
 * Add a photo: the file and its captions in one multipart post, which works before JavaScript loads. With it, the
 * file's size and declared type and the captions are checked first (the server decides from the bytes), and the
 * button shows 'Uploading...' and ignores a second press.
 */
export function WorkPhotoUploadForm({ reply, full }: { reply: WorkPhotoUploadReply | undefined; full: boolean }) {
  const messages = useMessages();
  const m = messages.admin.workPhotos;
  const required = { required: true, requiredLabel: messages.admin.settings.requiredMark } as const;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === UPLOAD_WORK_PHOTO_INTENT;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? reply?.fieldErrors ?? {};

  useEffect(() => {
    if (reply) setClientErrors(null);
  }, [reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = new FormData(event.currentTarget);
    const file = form.get("photo");
    const keys: Record<string, string> = {};
    const fileProblem = file instanceof File && file.name ? workPhotoFileProblem(file) : "photoMissing";
    if (fileProblem) keys.photo = fileProblem;
    const caption = WorkPhotoCaptionSchema.safeParse({
      caption: form.get("caption"),
      captionEs: form.get("captionEs"),
    });
    if (!caption.success) Object.assign(keys, workPhotoCaptionErrors(caption.error));
    if (Object.keys(keys).length === 0) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const worded = workPhotoFieldMessages(keys, m);
    setClientErrors(worded);
    showToast(workPhotoValidationToast(worded, m));
    formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(worded)[0]}"]`)?.focus();
  }

  const u = m.upload;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{u.title}</CardTitle>
        <CardDescription>{u.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          aria-label={u.title}
          className="grid gap-4"
        >
          <input type="hidden" name="intent" value={UPLOAD_WORK_PHOTO_INTENT} />
          {reply ? (
            // The toast for a browser without JavaScript (with it, the toaster shows the same words).
            <noscript>
              <Alert variant="destructive">
                <AlertDescription>{reply.toast.description}</AlertDescription>
              </Alert>
            </noscript>
          ) : null}
          <SettingsField
            name="photo"
            label={u.photo}
            {...required}
            error={errors.photo}
            hint={format(u.photoHint, WORK_PHOTO_LIMIT_WORDS)}
          >
            {/* Not the Input primitive: a file picker is taller than its fixed text-field height. */}
            <input
              {...describedField("photo", { error: errors.photo, hint: true })}
              type="file"
              accept={WORK_PHOTO_UPLOAD_TYPES.join(",")}
              className="block w-full rounded-md border border-input bg-background px-3 py-2 text-base file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm"
            />
          </SettingsField>
          <SettingsField name="caption" label={u.caption} {...required} error={errors.caption} hint={u.captionHint}>
            <Input
              {...describedField("caption", { error: errors.caption, hint: true })}
              maxLength={WORK_PHOTO_CAPTION_MAX_LENGTH}
              autoComplete="off"
              defaultValue={reply?.values.caption}
            />
          </SettingsField>
          <SettingsField name="captionEs" label={u.captionEs} error={errors.captionEs} hint={u.captionEsHint}>
            <Input
              {...describedField("captionEs", { error: errors.captionEs, hint: true })}
              maxLength={WORK_PHOTO_CAPTION_MAX_LENGTH}
              autoComplete="off"
              lang="es"
              defaultValue={reply?.values.captionEs}
            />
          </SettingsField>
          {full ? (
            <p className="text-sm text-muted-foreground">{format(m.validation.libraryFull, WORK_PHOTO_LIMIT_WORDS)}</p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={busy || full} aria-disabled={busy || full} className="w-full sm:w-auto">
              <Upload aria-hidden />
              {busy ? u.submitting : u.submit}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
