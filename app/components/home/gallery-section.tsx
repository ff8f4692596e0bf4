import type { HomeWorkPhoto } from "~/domain/work-photos/list-work-photos.server";
import { useMessages } from "~/i18n/use-messages";
import { SHOWN } from "./gallery-fade-in";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** The three illustrations, in the catalogue's order (SVG drawings: sharp at any size, a few KB each). */
const ILLUSTRATIONS = [
  "/images/gallery/residential-condenser.svg",
  "/images/gallery/commercial-rooftop.svg",
  "/images/gallery/ductless-mini-split.svg",
] as const;
const ILLUSTRATION_WIDTH = 800;
const ILLUSTRATION_HEIGHT = 600;
/** One column on a phone, three from the md breakpoint (768 px) in a container of at most 80rem. */
const PHOTO_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw";

type Picture = { src: string; srcSet?: string; sizes?: string; width: number; height: number; alt: string };

/**
 * Recent work: the #gallery anchor. Photos of real jobs when staff uploaded some (Settings, Recent work photos),
 * captioned as they wrote; otherwise illustrations, titled and described as what they are (the kinds of work we do),
 * never as particular jobs (issue 17). Static markup (ADR 021, one of the home page's static sections): the pictures'
 * fade-in is `GalleryFadeIn`'s, on whatever markup is there.
 */
export function GallerySection({ photos = [] }: { photos?: HomeWorkPhoto[] }) {
  const t = useMessages().home.gallery;
  const hasPhotos = photos.length > 0;
  return (
    <section
      id="gallery"
      aria-labelledby="gallery-title"
      className="py-7 sm:py-20"
      data-gallery={hasPhotos ? "photos" : "illustrations"}
    >
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="gallery-title" title={t.heading} intro={hasPhotos ? t.photosIntro : t.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {hasPhotos
            ? photos.map((photo) => (
                <li key={photo.id}>
                  <GalleryItem
                    picture={{ ...photo.image, sizes: PHOTO_SIZES, alt: photo.caption }}
                    caption={photo.caption}
                  />
                </li>
              ))
            : t.items.map((item, index) => (
                <li key={item.title}>
                  <GalleryItem
                    picture={{
                      src: ILLUSTRATIONS[index] ?? ILLUSTRATIONS[0],
                      width: ILLUSTRATION_WIDTH,
                      height: ILLUSTRATION_HEIGHT,
                      alt: item.alt,
                    }}
                    title={item.title}
                    caption={item.caption}
                  />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One lazily loaded picture. The browser's own `loading="lazy"` defers the download (it works without
 * JavaScript); `GalleryFadeIn` hides it and fades it in as it scrolls into view. Drawn shown: content must never
 * hide because a script did not run.
 */
function GalleryItem({ picture, title, caption }: { picture: Picture; title?: string; caption: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-card shadow-md ring-1 ring-border">
      <div className="aspect-[4/3] bg-secondary">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
          data-in-view
          className={`h-full w-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${SHOWN}`}
        />
      </div>
      <figcaption className="p-5">
        {title ? <h3 className="text-lg font-bold">{title}</h3> : null}
        <p className={title ? "mt-1 text-sm leading-relaxed text-muted-foreground" : "text-base leading-relaxed"}>
          {caption}
        </p>
      </figcaption>
    </figure>
  );
}
