import { Check } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * "Mark fulfilled" for one claim: a plain POST form (works without JavaScript); while it is on its way the button
 * says so and a second press is ignored.
 */
export function FulfilClaimButton({
  claimId,
  label,
  busyLabel,
  accessibleLabel,
}: {
  claimId: string;
  label: string;
  busyLabel: string;
  accessibleLabel: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("claimId") === claimId;
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      preventScrollReset
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="fulfil" />
      <input type="hidden" name="claimId" value={claimId} />
      <Button
        type="submit"
        size="sm"
        variant="default"
        disabled={busy}
        aria-disabled={busy}
        aria-label={busy ? busyLabel : accessibleLabel}
      >
        <Check aria-hidden />
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}
