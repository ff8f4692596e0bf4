import { ArrowLeft, FlaskConical } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { requireCustomer, type SessionUser } from "~/auth/require-user.server";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { AppError } from "~/domain/app-error";
import { ChangeDemoSubscriptionSchema, type DemoSubscriptionChange } from "~/domain/billing/billing-schemas";
import { changeDemoSubscription } from "~/domain/billing/change-demo-subscription.server";
import { getDemoBilling, type DemoBilling } from "~/domain/billing/get-demo-billing.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";
import { formAction, type FormIntent } from "~/form-actions/form-action.server";
import { failureToast, successToast, type FormToast } from "~/http/form-toast";
import { useFormReply } from "~/components/forms/use-form-reply";
import type { Route } from "./+types/billing-demo";
import { dateTimeFormat } from "~/i18n/intl-formats";

const PAGE_PATH = "/customer/billing-demo";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).billing.demoBilling.metaTitle }];
}

/** The demo stand-in for Stripe's customer portal: only when Stripe is not configured. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return getDemoBilling({ user });
}

type BillingWords = Messages["billing"]["toasts"];

const DONE = {
  cancel: (t: BillingWords) => successToast(t.demoSubscriptionCancelled, t.demoSubscriptionCancelledBody),
  cancel_at_period_end: (t: BillingWords) => successToast(t.demoCancellationScheduled, t.demoCancellationScheduledBody),
  keep: (t: BillingWords) => successToast(t.demoSubscriptionKept, t.demoSubscriptionKeptBody),
} satisfies Record<DemoSubscriptionChange, (t: BillingWords) => FormToast>;

/**
 * One of the three buttons: Stripe-shaped events through the webhook's own handler. Not one of this customer's
 * active subscriptions (another customer's id, or one already ended) is a 404, as the appointments screen answers
 * another customer's id, so a forged id never looks like a handled request.
 */
const changeSubscription: FormIntent<SessionUser, BillingWords> = {
  run: async ({ actor, fields, words }) => {
    const parsed = ChangeDemoSubscriptionSchema.safeParse(fields);
    if (!parsed.success) throw new AppError("BAD_INPUT", "Not a subscription change of this page");
    await changeDemoSubscription({
      user: actor,
      subscriptionId: parsed.data.subscriptionId,
      change: parsed.data.intent,
    });
    return redirectWithToast(PAGE_PATH, DONE[parsed.data.intent](words));
  },
  refusedToast: (error, context) => (error.code === "NOT_FOUND" ? undefined : refusal(context)),
  failedToast: refusal,
};

function refusal({ intent, words }: { intent: string; words: BillingWords }): FormToast {
  return failureToast(intent === "cancel" ? words.demoCancelFailed : words.demoChangeFailed);
}

export const action = formAction({
  scope: "billing-demo",
  guard: requireCustomer,
  words: (messages) => messages.billing.toasts,
  intents: { cancel: changeSubscription, cancel_at_period_end: changeSubscription, keep: changeSubscription },
});

export default function DemoBillingPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().billing.demoBilling;
  const reply = useFormReply();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
      {reply ? (
        <Alert variant="destructive">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
        </Alert>
      ) : null}
      <Alert variant="note" role="note">
        <FlaskConical aria-hidden className="size-4" />
        <p className="mb-1 font-semibold leading-none">{t.banner}</p>
        <AlertDescription>{t.bannerBody}</AlertDescription>
      </Alert>
      <Subscriptions subscriptions={loaderData.subscriptions} />
      <Orders orders={loaderData.orders} />
      <Link to="/customer" className={`self-start ${buttonVariants({ variant: "outline" })}`}>
        <ArrowLeft aria-hidden />
        {t.backToDashboard}
      </Link>
    </div>
  );
}

function Subscriptions({ subscriptions }: { subscriptions: DemoBilling["subscriptions"] }) {
  const m = useMessages().billing;
  const t = m.demoBilling;
  const locale = useLocale();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const pending = navigation.formData?.get("intent");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.subscriptionsHeading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscriptions.length === 0 ? <p className="text-muted-foreground">{t.noSubscription}</p> : null}
        {subscriptions.map((subscription) => {
          const name = locale === "es" ? subscription.planNameEs : subscription.planName;
          return (
            <div
              key={subscription.stripeSubscriptionId}
              data-testid="demo-subscription"
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {name}
                  <StatusBadge status={subscription.status} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {format(m.prices.perMonth, { price: formatUsd(subscription.priceCents / 100, locale) })}
                </p>
                {subscription.cancellable && subscription.endsAt ? (
                  <p className="text-sm" data-testid="demo-subscription-ends">
                    {format(t.endsOn, { date: formatDate(subscription.endsAt, locale) })}
                  </p>
                ) : subscription.currentPeriodEnd && subscription.cancellable ? (
                  <p className="text-sm">
                    {format(t.nextBilling, { date: formatDate(subscription.currentPeriodEnd, locale) })}
                  </p>
                ) : null}
              </div>
              {subscription.cancellable ? (
                <div className="flex flex-col gap-2 sm:flex-row">
                  {subscription.endsAt ? (
                    <ChangeButton
                      subscriptionId={subscription.stripeSubscriptionId}
                      intent="keep"
                      variant="outline"
                      disabled={submitting}
                      label={format(t.keepLabel, { plan: name })}
                    >
                      {pending === "keep" ? t.saving : t.keep}
                    </ChangeButton>
                  ) : (
                    <ChangeButton
                      subscriptionId={subscription.stripeSubscriptionId}
                      intent="cancel_at_period_end"
                      variant="outline"
                      disabled={submitting}
                      label={format(t.cancelAtPeriodEndLabel, { plan: name })}
                    >
                      {pending === "cancel_at_period_end" ? t.saving : t.cancelAtPeriodEnd}
                    </ChangeButton>
                  )}
                  <ChangeButton
                    subscriptionId={subscription.stripeSubscriptionId}
                    intent="cancel"
                    variant="destructive"
                    disabled={submitting}
                    label={format(t.cancelLabel, { plan: name })}
                  >
                    {pending === "cancel" ? t.cancelling : t.cancel}
                  </ChangeButton>
                </div>
              ) : null}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** One of the demo portal's buttons: a form post that works before JavaScript loads. */
function ChangeButton(props: {
  subscriptionId: string;
  intent: DemoSubscriptionChange;
  variant: "outline" | "destructive";
  disabled: boolean;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="subscriptionId" value={props.subscriptionId} />
      <Button
        type="submit"
        variant={props.variant}
        className="w-full sm:w-auto"
        disabled={props.disabled}
        aria-label={props.label}
      >
        {props.children}
      </Button>
    </Form>
  );
}

function Orders({ orders }: { orders: DemoBilling["orders"] }) {
  const t = useMessages().billing.demoBilling;
  const locale = useLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.ordersHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <p className="text-muted-foreground">{t.noOrders}</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="demo-orders">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.orderColumns.date}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.orderColumns.item}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t.orderColumns.amount}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.orderColumns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-t">
                  <td className="py-2 pr-4">{formatDate(order.createdAt, locale)}</td>
                  <td className="py-2 pr-4">{order.serviceType}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatUsd(order.amountCents / 100, locale)}</td>
                  <td className="py-2">
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function StatusBadge({ status }: { status: string }) {
  const labels = useMessages().billing.demoBilling.statuses as Record<string, string>;
  const variant =
    status === "active" || status === "paid"
      ? "default"
      : status === "failed" || status === "past_due"
        ? "destructive"
        : "secondary";
  return <Badge variant={variant}>{labels[status] ?? status}</Badge>;
}

/** In the business's own time zone, so the server and the browser print the same date. */
function formatDate(iso: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}
