import { cn } from "~/components/ui/class-names";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";
import { useInView } from "./use-in-view";

/** The three pictures, in the catalogue's order (SVG illustrations: sharp at any size, a few KB each). */
const GALLERY_IMAGES = [
  "/images/gallery/residential-condenser.svg",
  "/images/gallery/commercial-rooftop.svg",
  "/images/gallery/ductless-mini-split.svg",
] as const;
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** Recent work: the #gallery anchor. */
export function GallerySection() {
  const t = useMessages().home.gallery;
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="py-7 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="gallery-title" title={t.heading} intro={t.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.items.map((item, index) => (
            <li key={item.title}>
              <GalleryItem src={GALLERY_IMAGES[index] ?? GALLERY_IMAGES[0]} title={item.title} caption={item.caption} alt={item.alt} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One lazily loaded picture. The browser's own `loading="lazy"` defers the download (it works without
 * JavaScript); the observer, at the spec's 0.1 threshold, fades the picture in as it scrolls into view.
 */
function GalleryItem({ src, title, caption, alt }: { src: string; title: string; caption: string; alt: string }) {
  const { ref, inView } = useInView<HTMLElement>();
  return (
    <figure ref={ref} className="overflow-hidden rounded-2xl bg-card shadow-md ring-1 ring-border">
      <div className="aspect-[4/3] bg-secondary">
        <img
          src={src}
          alt={alt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          data-in-view={inView}
          className={cn("h-full w-full object-cover transition-opacity duration-700 motion-reduce:transition-none", inView ? "opacity-100" : "opacity-0")}
        />
      </div>
      <figcaption className="p-5">
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{caption}</p>
      </figcaption>
    </figure>
  );
}
