import type { ReactNode } from "react";
import { ArrowLeft, CalendarCheck, Phone } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { windowDayText, windowText, windowTimesText } from "~/components/booking/window-text";
import { PhoneLink } from "~/components/site/phone-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import type { OwnPlanVisitPage } from "~/domain/plan-visits/read-own-plan-visit.server";
import type { FormToast } from "~/http/form-toast";
import { format, type Locale } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { planVisitName } from "./choose-time-link";

type Props = { page: OwnPlanVisitPage; locale: Locale; phone: string; refusal: FormToast | null };

/**
 * The portal's "Choose a time" page (issue 37 item 4): the visit, and each free window of the customer's zone near its
 * due date as its own POST form; a booked or done visit says so; a missing or unserved zip code gives the phone.
 */
export function ChoosePlanVisitTime({ page, locale, phone, refusal }: Props) {
  const words = useMessages().portal.planVisits;
  const m = words.page;
  const { visit } = page;
  const name = planVisitName(visit, words, locale);
  const due = formatCalendarDate(visit.dueDate, locale);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Link to="/customer/subscription" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {m.back}
      </Link>
      {page.reason === "not-waiting" ? (
        <Settled page={page} locale={locale} name={name} />
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
            <p className="mt-1 text-muted-foreground">
              {format(page.late ? m.lateIntro : m.intro, { visit: name, date: due })}
            </p>
          </div>
          {refusal ? (
            <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <p className="font-semibold">{refusal.title}</p>
              {refusal.description ? <p>{refusal.description}</p> : null}
            </div>
          ) : null}
          <Card>
            <CardContent className="flex flex-col gap-4 pt-6">
              {page.reason === "bookable" ? <WindowList page={page} locale={locale} phone={phone} /> : null}
              {page.reason === "not-open-yet" ? (
                <div role="status" className="flex flex-col gap-2">
                  <p className="font-semibold">{m.notOpenYetTitle}</p>
                  <p className="text-sm text-muted-foreground">
                    {format(m.notOpenYetBody, {
                      visit: name,
                      date: due,
                      from: formatCalendarDate(visit.choosableFrom, locale),
                    })}
                  </p>
                </div>
              ) : null}
              {page.reason === "no-zip-code" ? (
                <Unbookable title={m.noZipTitle} body={format(m.noZipBody, { phone })} phone={phone}>
                  <Link to="/customer/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {m.editProfile}
                  </Link>
                </Unbookable>
              ) : null}
              {page.reason === "outside-area" ? (
                <Unbookable title={m.outsideAreaTitle} body={format(m.outsideAreaBody, { phone })} phone={phone} />
              ) : null}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function WindowList({ page, locale, phone }: { page: OwnPlanVisitPage; locale: Locale; phone: string }) {
  const m = useMessages().portal.planVisits.page;
  if (page.windows.length === 0)
    return <Unbookable title={m.windowsLabel} body={format(m.noWindows, { phone })} phone={phone} />;
  return (
    <>
      <section aria-labelledby="plan-visit-windows" className="flex flex-col gap-3">
        <h2 id="plan-visit-windows" className="text-lg font-semibold">
          {m.windowsLabel}
        </h2>
        <ul className="flex flex-col divide-y">
          {page.windows.map((choice) => (
            <li key={choice.id} className="py-2 first:pt-0 last:pb-0">
              <Form method="post" className="flex items-center justify-between gap-3">
                <span data-testid="plan-visit-choice">
                  <span className="block font-medium">{windowDayText(choice.date, locale)}</span>
                  <span className="block text-sm text-muted-foreground">{windowTimesText(choice, locale)}</span>
                </span>
                <input type="hidden" name="intent" value="book" />
                <input type="hidden" name="window" value={choice.id} />
                <BookButton />
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {format(m.otherTimesHint, { phone })}
        <CallButton phone={phone} />
      </p>
    </>
  );
}

function BookButton() {
  const m = useMessages().portal.planVisits.page;
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" variant="accent" size="sm" disabled={busy}>
      <CalendarCheck aria-hidden />
      {busy ? m.booking : m.book}
    </Button>
  );
}

/** Booked or done already: its window or day, and the way to the appointments. */
function Settled({ page, locale, name }: { page: OwnPlanVisitPage; locale: Locale; name: string }) {
  const m = useMessages().portal.planVisits.page;
  const { visit } = page;
  const done = visit.state === "done";
  const when = done
    ? formatCalendarDate(visit.doneOn ?? visit.dueDate, locale)
    : visit.window
      ? windowText(visit.window, locale)
      : formatCalendarDate(visit.dueDate, locale);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{done ? m.doneTitle : m.bookedTitle}</h1>
      <Card data-testid="plan-visit-booked">
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <p>{format(done ? m.doneBody : m.bookedBody, { visit: name, window: when, date: when })}</p>
          <Link to="/customer/appointments" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {m.seeAppointments}
          </Link>
        </CardContent>
      </Card>
    </>
  );
}

function Unbookable(props: { title: string; body: string; phone: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="font-semibold">{props.title}</p>
      <p className="text-sm text-muted-foreground">{props.body}</p>
      <div className="flex flex-wrap gap-2">
        <CallButton phone={props.phone} />
        {props.children}
      </div>
    </div>
  );
}

function CallButton({ phone }: { phone: string }) {
  return (
    <PhoneLink phone={phone} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <Phone aria-hidden />
      {phone}
    </PhoneLink>
  );
}
