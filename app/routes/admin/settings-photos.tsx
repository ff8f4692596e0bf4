import { requireAdmin } from "~/auth/require-user.server";
import { SettingsPagesNav } from "~/components/admin/settings/settings-pages-nav";
import { WorkPhotoList } from "~/components/admin/work-photos/work-photo-list";
import {
  type WorkPhotoMessages,
  workPhotoFailedToast,
  workPhotoFieldMessages,
  workPhotoSuccessToast,
  workPhotoValidationToast,
} from "~/components/admin/work-photos/work-photo-messages";
import { UPLOAD_WORK_PHOTO_INTENT, WorkPhotoUploadForm } from "~/components/admin/work-photos/work-photo-upload-form";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { addWorkPhoto } from "~/domain/work-photos/add-work-photo.server";
import { deleteWorkPhoto } from "~/domain/work-photos/delete-work-photo.server";
import { listWorkPhotos } from "~/domain/work-photos/list-work-photos.server";
import { moveWorkPhoto } from "~/domain/work-photos/move-work-photo.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
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

/** A photo that someone else removed meanwhile comes back with a toast saying so (in place, with the list as it is). */
const photoRefusals = {
  notFoundToast: ({ words }: { words: WorkPhotoMessages }) => workPhotoFailedToast(words, words.toasts.notFound),
  failedToast: ({ words }: { words: WorkPhotoMessages }) => workPhotoFailedToast(words),
};

/**
 * Upload (multipart: photo, caption, captionEs), move up, move down or delete. Success comes back here with a
 * toast; a refused upload answers 400 with worded field messages and the typed captions; a photo someone else
 * removed meanwhile answers 404 with a toast saying so.
 */
export const action = formAction({
  scope: "work-photos",
  guard: requireAdmin,
  words: (messages) => messages.admin.workPhotos,
  intents: {
    [UPLOAD_WORK_PHOTO_INTENT]: {
      run: async ({ actor, fields, formData, words }) => {
        const file = formData.get("photo");
        const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
        const caption = { caption: fields.caption ?? "", captionEs: fields.captionEs ?? "" };
        await addWorkPhoto({ actor, caption, bytes });
        return redirectWithToast(PAGE_PATH, workPhotoSuccessToast("added", words));
      },
      fieldWords: (keys, { words }) => workPhotoFieldMessages(keys, words),
      invalidToast: (worded, { words }) => workPhotoValidationToast(worded, words),
      failedToast: ({ words }) => workPhotoFailedToast(words),
    },
    "move-up": {
      run: async ({ actor, fields, words }) => {
        await moveWorkPhoto({ actor, photoId: fields.photoId ?? "", direction: "up" });
        return redirectWithToast(PAGE_PATH, workPhotoSuccessToast("moved", words));
      },
      ...photoRefusals,
    },
    "move-down": {
      run: async ({ actor, fields, words }) => {
        await moveWorkPhoto({ actor, photoId: fields.photoId ?? "", direction: "down" });
        return redirectWithToast(PAGE_PATH, workPhotoSuccessToast("moved", words));
      },
      ...photoRefusals,
    },
    delete: {
      run: async ({ actor, fields, words }) => {
        await deleteWorkPhoto({ actor, photoId: fields.photoId ?? "" });
        return redirectWithToast(PAGE_PATH, workPhotoSuccessToast("deleted", words));
      },
      ...photoRefusals,
    },
  },
});

export default function SettingsPhotosPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.workPhotos;
  const reply = useFormReply();
  const upload = reply?.intent === UPLOAD_WORK_PHOTO_INTENT ? reply : undefined;

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
