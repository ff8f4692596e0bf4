import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { DueSoonBadge } from "./customer-detail-badges";

/** Contact, address, plan, equipment, balance, the login card given, and notes: what staff read first about a customer. */
export function CustomerProfileCards({ customer, loginCard }: { customer: CustomerDetail; loginCard: ReactNode }) {
  const m = useMessages().admin.customerDetail;
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatCalendarDate(value, locale) : null);
  const plans = m.plans as Record<string, string>;
  const subscription = customer.activeSubscription;
  const cityLine = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <InfoCard title={m.contact.heading}>
        <Facts>
          <Fact label={m.contact.email}>
            {customer.email ? (
              <a
                className="break-all text-primary underline-offset-4 hover:underline"
                href={`mailto:${customer.email}`}
              >
                {customer.email}
              </a>
            ) : null}
          </Fact>
          <Fact label={m.contact.phone}>
            {customer.phone ? (
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`}
              >
                {customer.phone}
              </a>
            ) : null}
          </Fact>
        </Facts>
      </InfoCard>
      <InfoCard title={m.address.heading}>
        {customer.addressLine1 || cityLine ? (
          <address className="not-italic leading-relaxed">
            {[customer.addressLine1, customer.addressLine2, cityLine].filter(Boolean).map((line) => (
              <span key={line} className="block break-words">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p className="text-muted-foreground">{m.notSet}</p>
        )}
      </InfoCard>
      <InfoCard title={m.plan.heading}>
        <Facts>
          <Fact label={m.plan.plan}>{plans[customer.servicePlan] ?? customer.servicePlan}</Fact>
          <Fact label={m.plan.nextServiceDue}>
            {customer.nextServiceDue ? (
              <span className="flex flex-wrap items-center gap-2">
                {date(customer.nextServiceDue)}
                {customer.dueSoon ? <DueSoonBadge /> : null}
              </span>
            ) : null}
          </Fact>
        </Facts>
        {subscription ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {format(m.plan.subscription, {
              plan: plans[subscription.planCode] ?? subscription.planCode,
              status:
                (m.plan.subscriptionStatuses as Record<string, string>)[subscription.status] ?? subscription.status,
            })}
          </p>
        ) : null}
      </InfoCard>
      <InfoCard title={m.equipment.heading}>
        <Facts>
          <Fact label={m.equipment.type}>{customer.equipmentType}</Fact>
          <Fact label={m.equipment.brand}>{customer.equipmentBrand}</Fact>
          <Fact label={m.equipment.model}>{customer.equipmentModel}</Fact>
          <Fact label={m.equipment.installed}>{date(customer.installationDate)}</Fact>
        </Facts>
      </InfoCard>
      <BalanceCard balance={customer.balance} />
      {loginCard}
      <InfoCard title={m.notes.heading} className="md:col-span-2 xl:col-span-3">
        <div className="grid gap-4 md:grid-cols-2">
          <NoteBlock label={m.notes.staff} text={customer.notes} empty={m.notes.staffEmpty} />
          <NoteBlock
            label={m.notes.customer}
            hint={m.notes.customerHint}
            text={customer.customerNotes}
            empty={m.notes.customerEmpty}
          />
        </div>
      </InfoCard>
    </div>
  );
}

/** DECISIONS.md §4: the breakdown, so staff see why the figure is what it is. Red above 0 (spec document 2 §9). */
function BalanceCard({ balance }: { balance: CustomerDetail["balance"] }) {
  const m = useMessages().admin.customerDetail.balance;
  const locale = useLocale();
  return (
    <InfoCard title={m.heading} description={m.explanation}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{m.entered}</dt>
        <dd className="text-right tabular-nums">{formatUsd(balance.entered, locale)}</dd>
        <dt className="text-muted-foreground">{format(m.unpaidService, { count: balance.unpaidServiceCount })}</dt>
        <dd className="text-right tabular-nums">{formatUsd(balance.unpaidService, locale)}</dd>
        <dt className="border-t pt-2 font-semibold">{m.total}</dt>
        <dd
          data-testid="customer-balance"
          className={cn(
            "border-t pt-2 text-right text-base font-bold tabular-nums",
            balance.total > 0 && "text-destructive",
          )}
        >
          {formatUsd(balance.total, locale)}
        </dd>
      </dl>
    </InfoCard>
  );
}

function NoteBlock({ label, hint, text, empty }: { label: string; hint?: string; text: string | null; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{label}</h3>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <p className={cn("mt-1 whitespace-pre-wrap break-words text-sm", !text && "text-muted-foreground")}>
        {text || empty}
      </p>
    </div>
  );
}

export function InfoCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3 text-sm">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const m = useMessages().admin.customerDetail;
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words font-medium">
        {children ?? <span className="font-normal text-muted-foreground">{m.notSet}</span>}
      </dd>
    </div>
  );
}
