import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatBusinessDate } from "~/domain/dashboard/dashboard-format";
import type { CustomerDetail } from "~/domain/customers/get-customer-detail.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { InfoCard } from "./customer-profile-cards";

/**
 * The login linked to the record (DECISIONS.md §2): its e-mail, whether it is verified and when it was made, with
 * Unlink; or, for a record without one, the "Link a login" form that takes the login's e-mail.
 */
export function CustomerLoginCard(props: { login: CustomerDetail["login"]; linkError?: string; linkEmail?: string }) {
  const m = useMessages().admin.customerDetail.login;
  const locale = useLocale();
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  if (props.login) {
    const busy = busyIntent === "unlink-login";
    return (
      <InfoCard title={m.heading} description={m.intro}>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{m.email}</dt>
            <dd className="mt-0.5 flex flex-wrap items-center gap-2 break-all font-medium">
              <span>{props.login.email}</span>
              <Badge variant={props.login.emailVerified ? "success" : "secondary"}>
                {props.login.emailVerified ? m.verified : m.unverified}
              </Badge>
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">
          {format(m.created, { date: formatBusinessDate(props.login.createdAt, locale) })}
        </p>
        <Form method="post" className="mt-4 flex flex-col gap-2" onSubmit={(event) => busy && event.preventDefault()}>
          <input type="hidden" name="intent" value="unlink-login" />
          <p id="unlink-hint" className="text-xs text-muted-foreground">
            {m.unlinkHint}
          </p>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="self-start"
            disabled={busy}
            aria-describedby="unlink-hint"
          >
            {busy ? m.unlinking : m.unlink}
          </Button>
        </Form>
      </InfoCard>
    );
  }

  const busy = busyIntent === "link-login";
  return (
    <InfoCard title={m.heading} description={m.none}>
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-2"
        aria-labelledby="link-login-heading"
        onSubmit={(event) => busy && event.preventDefault()}
      >
        <h3 id="link-login-heading" className="text-sm font-semibold">
          {m.linkHeading}
        </h3>
        <input type="hidden" name="intent" value="link-login" />
        <Label htmlFor="link-login-email">{m.linkEmail}</Label>
        <Input
          id="link-login-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          defaultValue={props.linkEmail}
          aria-invalid={props.linkError ? true : undefined}
          aria-describedby={["link-login-hint", props.linkError ? "link-login-error" : null].filter(Boolean).join(" ")}
        />
        <p id="link-login-hint" className="text-xs text-muted-foreground">
          {m.linkHint}
        </p>
        {props.linkError ? (
          <p id="link-login-error" role="alert" className="text-sm font-medium text-destructive">
            {props.linkError}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="self-start" disabled={busy}>
          {busy ? m.linking : m.link}
        </Button>
      </Form>
    </InfoCard>
  );
}
