import { CircleCheck, Clock, Home, Mail, Phone, User } from "lucide-react";
import { Link, redirect } from "react-router";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";
import { getSessionUser } from "~/auth/require-user.server";
import { useConfirmationPolling } from "~/components/billing/use-confirmation-polling";
import { PhoneLink } from "~/components/site/phone-link";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getCheckoutConfirmation } from "~/domain/billing/get-checkout-confirmation.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import type { Route } from "./+types/payment-success";

/** Never counted: the address carries one checkout's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  const t = messagesFromMatches(matches).billing.paymentSuccess;
  return [
    { title: format(t.metaTitle, { company: root?.business.companyName ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

const SessionIdSchema = singleLineText({ max: 255, label: "session_id", required: true });

/** Shows what we know about a one-time payment; it grants nothing (the verified webhook does). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = resolveLocale(request);
  const sessionId = SessionIdSchema.safeParse(url.searchParams.get("session_id"));
  if (!sessionId.success) throw redirect(localizedPath("/", locale));
  const user = await getSessionUser(request);
  const confirmation = await getCheckoutConfirmation({ user, sessionId: sessionId.data, requestedPlan: "basic" });
  return {
    locale,
    signedIn: Boolean(user),
    confirmed: confirmation.state === "confirmed",
    plan: confirmation.plan ? { name: confirmation.plan.name, nameEs: confirmation.plan.nameEs } : null,
    amountCents: confirmation.amountCents,
  };
}

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { locale, signedIn, confirmed, plan, amountCents } = loaderData;
  const t = useMessages().billing.paymentSuccess;
  const business = useRootData()?.business;
  useConfirmationPolling(!confirmed);
  const planName = plan ? (locale === "es" ? plan.nameEs : plan.name) : "";
  const StatusIcon = confirmed ? CircleCheck : Clock;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <Card>
        <div className="flex flex-col items-center gap-4 p-8 text-center">
          <span
            className={`grid size-16 place-items-center rounded-full ${confirmed ? "bg-success/15 text-success" : "bg-secondary text-primary"}`}
          >
            <StatusIcon aria-hidden className="size-8" />
          </span>
          <div aria-live="polite" className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {confirmed ? t.confirmedTitle : t.confirmingTitle}
            </h1>
            <p className="text-muted-foreground">
              {confirmed ? format(t.confirmedBody, { plan: planName }) : t.confirmingBody}
            </p>
            {confirmed && amountCents !== null ? (
              <p className="font-semibold">{format(t.amountPaid, { amount: formatUsd(amountCents / 100, locale) })}</p>
            ) : null}
          </div>
          <p className="font-medium">{t.contactPromise}</p>
          {business ? (
            <section aria-labelledby="payment-support" className="w-full rounded-lg bg-muted/60 p-4 text-sm">
              <h2 id="payment-support" className="mb-2 font-semibold">
                {t.supportHeading}
              </h2>
              <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
                <span>{t.supportPhone}</span>
                <PhoneLink
                  phone={business.mainPhone}
                  className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden className="size-4" />
                  {business.mainPhone}
                </PhoneLink>
                <span>{t.supportEmail}</span>
                <a
                  href={`mailto:${business.email}`}
                  className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden className="size-4" />
                  {business.email}
                </a>
              </p>
            </section>
          ) : null}
          <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to={signedIn ? "/customer/dashboard" : "/customer/auth"} className={buttonVariants({ size: "lg" })}>
              <User aria-hidden />
              {t.goToAccount}
            </Link>
            <Link to={localizedPath("/", locale)} className={buttonVariants({ size: "lg", variant: "outline" })}>
              <Home aria-hidden />
              {t.backHome}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
