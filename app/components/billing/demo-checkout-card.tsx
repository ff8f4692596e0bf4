import { CreditCard, FlaskConical } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Separator } from "~/components/ui/separator";

export type DemoCheckoutWords = {
  banner: string;
  bannerBody: string;
  title: string;
  total: string;
  /** The Pay button with the amount already in it. */
  pay: string;
  paying: string;
  cancel: string;
};

export type DemoCheckoutLine = { key: string; label: string; amount: string };

/**
 * The demo stand-in for Stripe's Checkout page (DECISIONS.md §3), one look for a plan, invoices and a quote's deposit:
 * a banner saying no card is charged, what is paid for, the total, and Pay (which posts `intent=pay` to the page) or
 * Cancel (where Stripe's cancel link goes). A checkout already paid shows `paid` instead of the two buttons.
 */
export function DemoCheckoutCard({
  words,
  lines,
  total,
  cancelPath,
  paid,
}: {
  words: DemoCheckoutWords;
  lines: DemoCheckoutLine[];
  total: string;
  cancelPath: string;
  paid?: { title: string; body: string };
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <Alert variant="note" role="note">
        <FlaskConical aria-hidden className="size-4" />
        <p className="mb-1 font-semibold leading-none" data-testid="demo-payment-label">
          {words.banner}
        </p>
        <AlertDescription>{words.bannerBody}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{paid ? paid.title : words.title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ul className="flex flex-col gap-2">
            {lines.map((line) => (
              <li key={line.key} className="flex items-start justify-between gap-4">
                <span className="font-medium">{line.label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{line.amount}</span>
              </li>
            ))}
          </ul>
          <Separator />
          <div className="flex items-center justify-between gap-4 text-lg font-semibold">
            <p>{words.total}</p>
            <p data-testid="demo-checkout-total">{total}</p>
          </div>
          {paid ? (
            <p className="text-muted-foreground">{paid.body}</p>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row-reverse">
              <Form method="post" className="sm:flex-1">
                <input type="hidden" name="intent" value="pay" />
                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  <CreditCard aria-hidden />
                  {busy ? words.paying : words.pay}
                </Button>
              </Form>
              {/* Cancel goes where Stripe's cancel link goes: back to where the payment started. */}
              <Link
                to={cancelPath}
                reloadDocument
                className={`sm:flex-1 ${buttonVariants({ size: "lg", variant: "outline" })}`}
              >
                {words.cancel}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
