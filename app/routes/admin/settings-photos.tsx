import { useEffect } from "react";
import { data, useActionData } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/auth/require-user.server";
import { SettingsPagesNav } from "~/components/admin/settings/settings-pages-nav";
import { WorkPhotoList } from "~/components/admin/work-photos/work-photo-list";
import {
  workPhotoFailedToast,
  workPhotoFieldMessages,
  workPhotoSuccessToast,
  workPhotoValidationToast,
} from "~/components/admin/work-photos/work-photo-messages";
import {
  UPLOAD_WORK_PHOTO_INTENT,
  WorkPhotoUploadForm,
  type WorkPhotoUploadReply,
} from "~/components/admin/work-photos/work-photo-upload-form";
import { showToast } from "~/components/forms/show-toast";
import { ScreenLoadError } from "~/components/screen-load-error";
import { isAppError } from "~/domain/app-error";
import { addWorkPhoto } from "~/domain/work-photos/add-work-photo.server";
import { deleteWorkPhoto } from "~/domain/work-photos/delete-work-photo.server";
import { listWorkPhotos } from "~/domain/work-photos/list-work-photos.server";
import { moveWorkPhoto } from "~/domain/work-photos/move-work-photo.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/settings-photos";

const PAGE_PATH = "/admin/settings/photos";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.workPhotos.metaTitle }];
}

/** Every Recent work photo, in the order the home page takes them. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listWorkPhotos();
}

const PhotoActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(UPLOAD_WORK_PHOTO_INTENT) }),
  z.object({ intent: z.enum(["move-up", "move-down", "delete"]), photoId: z.string().max(100) }),
]);

/**
 * Upload (multipart: photo, caption, captionEs), move up, move down or delete. Success comes back here with a
 * toast; a refused upload answers 400 with worded field messages and the typed captions; a photo someone else
 * removed meanwhile comes back with a toast saying so.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const m = messagesFor(resolveLocale(request, actor.locale)).admin.workPhotos;
  const form = await readFormData(request);
  const posted = PhotoActionSchema.safeParse(
    Object.fromEntries([...form.entries()].filter((entry) => typeof entry[1] === "string")),
  );
  if (!posted.success) return data({ toast: workPhotoFailedToast(m) }, { status: 400 });
  const values = { caption: String(form.get("caption") ?? ""), captionEs: String(form.get("captionEs") ?? "") };
  try {
    if (posted.data.intent === UPLOAD_WORK_PHOTO_INTENT) {
      const file = form.get("photo");
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      await addWorkPhoto({ actor, caption: values, bytes });
      return redirectWithToast(PAGE_PATH, workPhotoSuccessToast("added", m));
    }
    const { intent, photoId } = posted.data;
    if (intent === "delete") await deleteWorkPhoto({ actor, photoId });
    else await moveWorkPhoto({ actor, photoId, direction: intent === "move-up" ? "up" : "down" });
    return redirectWithToast(PAGE_PATH, workPhotoSuccessToast(intent === "delete" ? "deleted" : "moved", m));
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      const worded = workPhotoFieldMessages(error.fieldErrors, m);
      return data(
        { fieldErrors: worded, values, toast: workPhotoValidationToast(worded, m) } satisfies WorkPhotoUploadReply,
        { status: 400 },
      );
    }
    if (isAppError(error) && error.code === "NOT_FOUND")
      return redirectWithToast(PAGE_PATH, workPhotoFailedToast(m, m.toasts.notFound));
    console.error(`[work-photos] ${posted.data.intent} by admin ${actor.id} failed`, error);
    return data({ toast: workPhotoFailedToast(m) }, { status: isAppError(error) ? error.status : 500 });
  }
}

export default function SettingsPhotosPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.workPhotos;
  const reply = useActionData<typeof action>();
  const upload = reply && "fieldErrors" in reply ? (reply as WorkPhotoUploadReply) : undefined;

  useEffect(() => {
    if (reply) showToast(reply.toast);
  }, [reply]);

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <SettingsPagesNav current="photos" />
      {/* A new key after each change: an added photo's file and captions do not stay in the form. */}
      <WorkPhotoUploadForm
        key={loaderData.photos.map((photo) => photo.id).join()}
        reply={upload}
        full={loaderData.photos.length >= loaderData.max}
      />
      <WorkPhotoList photos={loaderData.photos} max={loaderData.max} onHomePage={loaderData.onHomePage} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.workPhotos;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
