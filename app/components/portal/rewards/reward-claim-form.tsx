import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

export const CLAIM_REWARD_INTENT = "claim-reward";

/** A Claim button: a plain POST to the dashboard's action, so it works without JavaScript. */
export function RewardClaimForm({
  rewardCode,
  rewardTitle,
  disabled,
}: {
  rewardCode: string;
  rewardTitle: string;
  disabled: boolean;
}) {
  const m = useMessages().portal.rewards;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("rewardCode") === rewardCode;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={CLAIM_REWARD_INTENT} />
      <input type="hidden" name="rewardCode" value={rewardCode} />
      <Button
        type="submit"
        size="sm"
        disabled={disabled || busy}
        aria-label={busy ? m.claiming : format(m.claimLabel, { reward: rewardTitle })}
      >
        {busy ? m.claiming : m.claim}
      </Button>
    </Form>
  );
}
