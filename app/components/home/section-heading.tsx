import { cn } from "~/components/ui/class-names";

/** A home section's h2 and intro line, centred; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({
  id,
  title,
  intro,
  inverted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  inverted?: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-balance text-[1.375rem]/7 font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p
          className={cn(
            "mt-1.5 text-pretty text-sm leading-relaxed sm:mt-4 sm:text-lg",
            inverted ? "text-primary-foreground/90" : "text-muted-foreground",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** The page-width container every home section uses. */
export const SECTION_CONTAINER = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

/** A home section's vertical padding: tight on a phone, where the page must stay short (issue 17), roomy from `sm` up. */
export const SECTION_SPACING = "py-7 sm:py-20";

/** The gap between a section's heading and its cards. */
export const SECTION_BODY_GAP = "mt-4 sm:mt-10";
