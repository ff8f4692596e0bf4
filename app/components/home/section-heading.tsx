import { cn } from "~/components/ui/class-names";

/** A home section's h2 and intro line, centred; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, title, intro, inverted = false }: { id: string; title: string; intro?: string; inverted?: boolean }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-pretty text-lg leading-relaxed", inverted ? "text-primary-foreground/90" : "text-muted-foreground")}>{intro}</p>
      ) : null}
    </div>
  );
}

/** The page-width container every home section uses. */
export const SECTION_CONTAINER = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";
