import { CalendarCheck, Phone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { windowText } from "~/components/booking/window-text";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { PhoneLink } from "~/components/site/phone-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { PlanVisitWindowView } from "~/domain/plan-visits/show-plan-visit-window.server";
import type { FormToast } from "~/http/form-toast";
import { format, type Locale } from "~/i18n/catalog";
import type { PlanVisitLinkMessages } from "~/i18n/en/plan-visit-link";

const FORM_ID = "plan-visit-window";

type Props = {
  words: PlanVisitLinkMessages;
  locale: Locale;
  page: PlanVisitWindowView;
  phone: string;
  /** The visit was just booked from this page (the redirect after "Book this time"). */
  justBooked: boolean;
  refusal: FormToast | null;
};

/**
 * A plan visit link's page (issue 37 item 2): the offered window and one "Book this time" button, a POST form (a GET
 * never books: mail scanners follow links); when the window was taken meanwhile, the other free times, each its own
 * POST form; when the visit is booked, its window.
 */
export function PlanVisitWindowPage({ words, locale, page, phone, justBooked, refusal }: Props) {
  const values = { plan: page.planName, name: page.firstName, phone };
  if (page.state === "booked") {
    const bookedWindow = page.booked ? windowText(page.booked, locale) : null;
    return (
      <Frame>
        <h1 className="text-3xl font-bold tracking-tight">
          {justBooked ? format(words.bookedTitle, values) : words.alreadyBookedTitle}
        </h1>
        <Card className="mt-6 space-y-3 p-5 sm:p-8" data-testid="plan-visit-booked">
          <p>
            {justBooked && bookedWindow
              ? format(words.bookedBody, { window: bookedWindow })
              : bookedWindow
                ? format(words.alreadyBookedBody, { window: bookedWindow, phone })
                : format(words.alreadyBookedNoWindow, { phone })}
          </p>
        </Card>
      </Frame>
    );
  }
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight">{format(words.title, values)}</h1>
      <p className="mt-2 text-muted-foreground">{format(words.greeting, values)}</p>
      <Card className="mt-6 space-y-5 p-5 sm:p-8">
        {refusal ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-semibold">{refusal.title}</p>
            {refusal.description ? <p>{refusal.description}</p> : null}
          </div>
        ) : null}
        {page.state === "open" ? (
          <Form method="post" className="space-y-4">
            <p className="text-sm text-muted-foreground">{words.windowLabel}</p>
            <p className="text-lg font-semibold" data-testid="plan-visit-window">
              {windowText(page.window, locale)}
            </p>
            <input type="hidden" name="intent" value="book" />
            <HoneypotInput formId={FORM_ID} />
            <BookButton words={words} label={words.book} />
          </Form>
        ) : (
          <div role="status" className="space-y-1">
            <p className="font-semibold">{words.takenTitle}</p>
            <p className="text-sm text-muted-foreground">{format(words.takenBody, values)}</p>
          </div>
        )}
        {page.otherWindows.length > 0 ? (
          <section className="space-y-3" aria-labelledby={`${FORM_ID}-others`}>
            <h2 id={`${FORM_ID}-others`} className="text-lg font-semibold">
              {words.otherTimes}
            </h2>
            <ul className="space-y-2">
              {page.otherWindows.map((choice) => (
                <li key={choice.id}>
                  <Form method="post" className="flex flex-wrap items-center justify-between gap-3">
                    <span>{windowText(choice, locale)}</span>
                    <input type="hidden" name="intent" value="book" />
                    <input type="hidden" name="window" value={choice.id} />
                    <HoneypotInput formId={`${FORM_ID}-${choice.id}`} />
                    <BookButton words={words} label={words.bookOther} variant="outline" />
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {format(words.otherTimesHint, values)}
          <PhoneLink phone={phone} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Phone aria-hidden />
            {phone}
          </PhoneLink>
        </p>
      </Card>
    </Frame>
  );
}

function BookButton(props: { words: PlanVisitLinkMessages; label: string; variant?: "accent" | "outline" }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" variant={props.variant ?? "accent"} disabled={busy}>
      <CalendarCheck aria-hidden />
      {busy ? props.words.booking : props.label}
    </Button>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">{children}</div>;
}

/** Every bad link (unknown, expired, revoked, altered) answers this same page with 404. */
export function InvalidPlanVisitLink({ words, phone }: { words: PlanVisitLinkMessages; phone: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card className="space-y-3 p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.invalidTitle}</h1>
        <p className="text-muted-foreground">{format(words.invalidBody, { phone })}</p>
      </Card>
    </div>
  );
}
