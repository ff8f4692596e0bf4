import { CalendarDays } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { requireTechnician } from "~/auth/require-user.server";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { getCalendarFeedStatus } from "~/domain/calendar-feed/get-calendar-feed-status.server";
import { renewCalendarFeed } from "~/domain/calendar-feed/renew-calendar-feed.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast } from "~/http/form-toast";
import type { FormReply } from "~/http/form-reply";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/calendar";

/** One technician's page, and the answer carries their feed's secret: never kept by a browser or shared cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: messagesFromMatches(matches).techOffline.calendar.metaTitle },
];

/** Whether the signed-in technician has a calendar-feed address (it cannot be shown again: only its hash is kept). */
export async function loader({ request }: Route.LoaderArgs) {
  const technician = await requireTechnician(request);
  return data(await getCalendarFeedStatus({ user: technician }), { headers: NOT_STORED });
}

/** Makes a new address and shows it once; the old one stops working in the same update. */
export const action = formAction({
  scope: "tech-calendar",
  guard: requireTechnician,
  words: (messages) => messages.techOffline.calendar,
  defaultIntent: "renew",
  failedToast: ({ words }) => failureToast(words.failedTitle, words.failed),
  intents: {
    renew: {
      run: async ({ actor }) => data(await renewCalendarFeed({ user: actor }), { headers: NOT_STORED }),
    },
  },
});

type CalendarReply = { url: string } | FormReply;

export default function TechCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().techOffline.calendar;
  const busy = useNavigation().state !== "idle";
  const reply = actionData as CalendarReply | undefined;
  const url = reply && "url" in reply ? reply.url : null;
  const failed = reply && "code" in reply ? reply.toast : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CalendarDays aria-hidden className="size-6 text-primary" />
        {t.title}
      </h1>
      <p className="text-muted-foreground">{t.intro}</p>
      <Card className="flex flex-col gap-4 p-4" aria-live="polite">
        {url ? (
          <div className="flex flex-col gap-2" data-testid="calendar-feed-url">
            <h2 className="text-lg font-semibold">{t.newFeedTitle}</h2>
            <p className="text-sm text-muted-foreground">{t.newFeedHint}</p>
            <Label htmlFor="calendar-feed-address">{t.addressLabel}</Label>
            <Input id="calendar-feed-address" readOnly value={url} className="font-mono text-xs" />
            <a href={url.replace(/^https?:/, "webcal:")} className={buttonVariants({ variant: "outline" })}>
              {t.openInCalendar}
            </a>
          </div>
        ) : (
          <p>{loaderData.hasFeed ? t.hasFeed : t.noFeed}</p>
        )}
        {failed ? (
          <p role="alert" className="text-destructive">
            {failed.description ?? failed.title}
          </p>
        ) : null}
        <Form method="post" className="flex flex-col gap-1">
          <Button type="submit" disabled={busy} variant={loaderData.hasFeed || url ? "outline" : "default"}>
            {loaderData.hasFeed || url ? t.renew : t.create}
          </Button>
          {loaderData.hasFeed || url ? <p className="text-sm text-muted-foreground">{t.renewHint}</p> : null}
        </Form>
      </Card>
      <Link to="/tech" className="text-primary underline underline-offset-4">
        {t.back}
      </Link>
    </div>
  );
}
