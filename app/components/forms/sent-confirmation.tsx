import { CircleCheck, Phone, RotateCcw } from "lucide-react";
import { useEffect, useRef, type MouseEvent } from "react";
import { PhoneLink } from "~/components/site/phone-link";
import { useRootData } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { useMessages } from "~/i18n/use-messages";

/**
 * What a sent estimate request or contact message leaves where its form was, for as long as the visitor stays:
 * what happens next, the emergency line (the settings record's, through the root data) and a way to send another.
 * Focus moves to its heading when it appears, so a screen reader reads it and a keyboard continues from here.
 *
 * "Send another" is a link to the empty form's first field on a fresh copy of the page (how it works without
 * JavaScript); with JavaScript, `onAnother` brings the form back in place instead.
 */
export function SentConfirmation(props: {
  /** The heading's id: a plain post that sent comes back to this anchor, and the browser focuses the heading. */
  id: string;
  heading: string;
  steps: readonly string[];
  anotherLabel: string;
  /** The page again, with a query so the browser loads it rather than scrolling, at the form's first field. */
  anotherHref: string;
  onAnother: () => void;
}) {
  const common = useMessages().common;
  const emergencyPhone = useRootData()?.business.emergencyPhone;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function another(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.onAnother();
  }

  return (
    <div role="status" aria-labelledby={props.id} className="space-y-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-7 shrink-0 text-success" />
        <h3
          id={props.id}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold tracking-tight focus:outline-none"
        >
          {props.heading}
        </h3>
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {common.sentConfirmation.nextHeading}
        </p>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed">
          {props.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {emergencyPhone ? (
        <p className="rounded-lg bg-accent/10 p-4 text-sm leading-relaxed">
          {common.sentConfirmation.emergency}{" "}
          <PhoneLink
            phone={emergencyPhone}
            className="inline-flex items-center gap-1 font-bold text-foreground underline underline-offset-4"
          >
            <Phone aria-hidden className="size-4" />
            {emergencyPhone}
          </PhoneLink>
        </p>
      ) : null}
      <a
        href={props.anotherHref}
        onClick={another}
        className={cn(buttonVariants({ variant: "outline" }), "w-full sm:w-auto")}
      >
        <RotateCcw aria-hidden />
        {props.anotherLabel}
      </a>
    </div>
  );
}
