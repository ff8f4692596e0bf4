import { CircleCheck, CircleSlash } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import type { SystemStatus } from "~/domain/system/get-system-status.server";
import { useMessages } from "~/i18n/use-messages";

/** Whether the CRM, payments and e-mail are connected, one card each. */
export function IntegrationsSection({ integrations }: { integrations: SystemStatus["integrations"] }) {
  const m = useMessages().system.integrations;
  const waits = useMessages().system.waits;
  const smtp = integrations.email.transport === "smtp";
  const crmWait = integrations.crm.waitReason;
  return (
    <section aria-labelledby="integrations-heading" className="flex flex-col gap-4">
      <h2 id="integrations-heading" className="text-xl font-semibold">
        {m.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <IntegrationCard
          title={m.crm}
          connected={integrations.crm.connected}
          detail={crmWait ? waits[crmWait] : m.crmConnected}
        />
        <IntegrationCard
          title={m.payments}
          connected={integrations.payments.connected}
          detail={integrations.payments.connected ? m.paymentsConnected : m.paymentsNotConnected}
        />
        <IntegrationCard
          title={m.email}
          connected
          badge={smtp ? m.smtp : m.mailbox}
          detail={smtp ? m.emailSmtp : m.emailMailbox}
        />
      </div>
    </section>
  );
}

function IntegrationCard({
  title,
  connected,
  detail,
  badge,
}: {
  title: string;
  connected: boolean;
  detail: string;
  badge?: string;
}) {
  const m = useMessages().system.integrations;
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base font-semibold leading-tight">{title}</h3>
        <div>
          <Badge variant={connected ? "success" : "outline"}>
            {connected ? (
              <CircleCheck aria-hidden className="size-3.5" />
            ) : (
              <CircleSlash aria-hidden className="size-3.5" />
            )}
            {badge ?? (connected ? m.connected : m.notConnected)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent>
        <CardDescription>{detail}</CardDescription>
      </CardContent>
    </Card>
  );
}
