import { Building2, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/components/ui/class-names";
import type { CommercialClientCard } from "~/content/home/commercial-clients";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { CAROUSEL_SLIDE_MS, rotationRuns, stepSlide } from "./carousel-rotation";
import { SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

/** A round, outlined control on the blue band. */
const CONTROL =
  "inline-flex size-11 items-center justify-center rounded-full border border-primary-foreground/40 bg-primary-foreground/10 text-primary-foreground transition-colors hover:bg-primary-foreground/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-primary [&_svg]:size-4 [&_svg]:shrink-0";

/** The commercial clients section: heading plus the rotating testimonials. */
export function CommercialClients({ clients }: { clients: CommercialClientCard[] }) {
  const t = useMessages().home.carousel;
  return (
    <section
      aria-labelledby="commercial-title"
      className={`bg-gradient-to-br from-primary to-primary-strong text-primary-foreground ${SECTION_SPACING}`}
    >
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="commercial-title" title={t.heading} intro={t.intro} inverted />
        <CommercialCarousel clients={clients} />
      </div>
    </section>
  );
}

/**
 * Two looping slides following the WAI-ARIA carousel pattern: pause/play, previous and next buttons; rotation
 * holds while the pointer or keyboard focus is inside and never starts under prefers-reduced-motion. Written
 * by hand: a carousel library would cost more script than the whole section.
 */
function CommercialCarousel({ clients }: { clients: CommercialClientCard[] }) {
  const t = useMessages().home.carousel;
  const count = clients.length;
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const runs = rotationRuns({ stopped, hovered, focused }, count);

  useEffect(() => {
    // The server cannot know the visitor's motion preference, so the first client render decides.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);

  useEffect(() => {
    if (!runs) return;
    // Keyed on `current`, so a manual move restarts the full interval.
    const timer = window.setTimeout(() => setCurrent((index) => stepSlide(index, 1, count)), CAROUSEL_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [runs, current, count]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t.label}
      className="mx-auto mt-5 max-w-4xl sm:mt-10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={CONTROL}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? t.play : t.pause}
        >
          {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
        </button>
        <button
          type="button"
          className={CONTROL}
          onClick={() => setCurrent((index) => stepSlide(index, -1, count))}
          aria-label={t.previous}
          aria-controls="commercial-slides"
        >
          <ChevronLeft aria-hidden />
        </button>
        <button
          type="button"
          className={CONTROL}
          onClick={() => setCurrent((index) => stepSlide(index, 1, count))}
          aria-label={t.next}
          aria-controls="commercial-slides"
        >
          <ChevronRight aria-hidden />
        </button>
      </div>
      {/* Polite announcements only when the visitor moves the slides; automatic turns stay silent. */}
      <div id="commercial-slides" aria-live={runs ? "off" : "polite"} className="mt-4 grid sm:mt-6">
        {clients.map((client, index) => {
          const active = index === current;
          return (
            // A div, not a figure: a figure with a caption may not take the group role the carousel pattern gives a
            // slide (axe's aria-allowed-role, which cost Lighthouse's accessibility score a point).
            <div
              key={client.id}
              role="group"
              aria-roledescription="slide"
              aria-label={format(t.slideLabel, { current: index + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={cn(
                "col-start-1 row-start-1 rounded-2xl bg-card text-card-foreground shadow-2xl transition-opacity duration-500 motion-reduce:transition-none p-5 sm:p-10",
                active ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              <StarRating
                rating={client.rating}
                label={format(t.stars, { rating: client.rating })}
                className="size-5"
              />
              <blockquote className="mt-3 text-pretty text-[0.9375rem] leading-relaxed sm:mt-4 sm:text-xl">
                “{client.quote}”
              </blockquote>
              <div className="mt-4 flex items-center gap-3 sm:mt-6 sm:gap-4">
                <span
                  aria-hidden
                  className="grid size-12 sm:size-14 shrink-0 place-items-center rounded-full bg-secondary text-lg font-extrabold text-primary"
                >
                  {client.initials}
                </span>
                <span>
                  <span className="flex items-center gap-1.5 font-bold">
                    <Building2 aria-hidden className="size-4 text-primary" />
                    {client.name}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {client.person} · {client.description}
                  </span>
                </span>
              </div>
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex justify-center gap-2 sm:mt-5" aria-hidden>
        {clients.map((client, index) => (
          <span
            key={client.id}
            className={cn(
              "h-2 rounded-full transition-all",
              index === current ? "w-6 bg-primary-foreground" : "w-2 bg-primary-foreground/40",
            )}
          />
        ))}
      </div>
    </div>
  );
}
