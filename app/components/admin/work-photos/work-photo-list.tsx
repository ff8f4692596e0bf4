import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { WorkPhotoListItem } from "~/domain/work-photos/list-work-photos.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

/** The photos in the order the home page takes them, each with Move up, Move down and Delete (plain form posts). */
export function WorkPhotoList({
  photos,
  max,
  onHomePage,
}: {
  photos: WorkPhotoListItem[];
  max: number;
  onHomePage: number;
}) {
  const m = useMessages().admin.workPhotos.list;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>
          {photos.length === 0 ? m.empty : format(m.count, { count: photos.length, max, shown: onHomePage })}
        </CardDescription>
      </CardHeader>
      {photos.length > 0 ? (
        <CardContent>
          <ol className="flex flex-col divide-y">
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
                data-testid="work-photo"
              >
                <img
                  src={photo.image.src}
                  srcSet={photo.image.srcSet}
                  sizes="(min-width: 640px) 12rem, 100vw"
                  width={photo.image.width}
                  height={photo.image.height}
                  alt={photo.caption}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-md bg-secondary sm:w-48"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="font-medium">{photo.caption}</p>
                  <p className="text-sm text-muted-foreground" lang={photo.captionEs ? "es" : undefined}>
                    {m.spanish} {photo.captionEs ?? m.sameAsEnglish}
                  </p>
                  {photo.onHomePage ? (
                    <Badge variant="success" className="self-start">
                      {m.onHomePage}
                    </Badge>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <PhotoAction
                      intent="move-up"
                      photoId={photo.id}
                      label={m.moveUp}
                      ariaLabel={format(m.moveUpLabel, { caption: photo.caption })}
                      disabled={index === 0}
                      icon={<ArrowUp aria-hidden />}
                    />
                    <PhotoAction
                      intent="move-down"
                      photoId={photo.id}
                      label={m.moveDown}
                      ariaLabel={format(m.moveDownLabel, { caption: photo.caption })}
                      disabled={index === photos.length - 1}
                      icon={<ArrowDown aria-hidden />}
                    />
                    <PhotoAction
                      intent="delete"
                      photoId={photo.id}
                      label={m.delete}
                      ariaLabel={format(m.deleteLabel, { caption: photo.caption })}
                      destructive
                      icon={<Trash2 aria-hidden />}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      ) : null}
    </Card>
  );
}

function PhotoAction(props: {
  intent: string;
  photoId: string;
  label: string;
  ariaLabel: string;
  icon: React.ReactNode;
  disabled?: boolean;
  destructive?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("photoId") === props.photoId;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="photoId" value={props.photoId} />
      <Button
        type="submit"
        size="sm"
        variant={props.destructive ? "destructive" : "outline"}
        disabled={props.disabled || busy}
        aria-label={props.ariaLabel}
      >
        {props.icon}
        {props.label}
      </Button>
    </Form>
  );
}
