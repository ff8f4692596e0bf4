import { CircleCheck, Circle, Gift, PartyPopper, Star } from "lucide-react";
import { useId } from "react";
import { RewardClaimForm } from "./reward-claim-form";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { RewardsSummary } from "~/domain/rewards/get-rewards-summary.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * The rewards panel (spec document 1 §9, DECISIONS.md §4): this year's points from the server, the tasks that earn
 * them, the rewards with their Claim buttons, and the holiday banner for premium members. `claimError` is the
 * refusal of the last claim, shown here too so it reads without JavaScript.
 */
export function RewardsPanel({ rewards, claimError }: { rewards: RewardsSummary; claimError?: string | null }) {
  const m = useMessages().portal.rewards;
  const locale = useLocale();
  const headingId = useId();
  return (
    <Card data-testid="rewards-panel">
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <CardTitle id={headingId} className="flex items-center gap-2">
                <Star aria-hidden className="size-5 text-accent" />
                {m.title}
              </CardTitle>
              <CardDescription className="mt-1">{m.intro}</CardDescription>
            </div>
            <div className="sm:text-right">
              <p className="text-2xl font-bold tabular-nums" data-testid="rewards-available">
                {format(m.pointsAvailable, { points: rewards.availablePoints })}
              </p>
              <p className="text-sm text-muted-foreground">
                {format(m.yearSummary, {
                  earned: rewards.earnedPoints,
                  year: rewards.year,
                  claimed: rewards.claimedPoints,
                })}
              </p>
            </div>
          </div>
          <div>
            <div
              role="progressbar"
              aria-label={format(m.progressLabel, { goal: rewards.goalPoints })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={rewards.progressPercent}
              className="h-3 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${rewards.progressPercent}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{format(m.goal, { goal: rewards.goalPoints })}</p>
          </div>
          {rewards.seasonalBanner ? (
            <Alert variant="note" role="note" data-testid="seasonal-banner">
              <PartyPopper aria-hidden className="size-4" />
              <p className="mb-1 font-semibold leading-none">{m.seasonalTitle}</p>
              <AlertDescription>{m.seasonalBody}</AlertDescription>
            </Alert>
          ) : null}
          {claimError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{claimError}</AlertDescription>
            </Alert>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="mb-3 font-semibold">{m.tasksTitle}</h3>
            <ul className="flex flex-col gap-3">
              {rewards.tasks.map((task) => {
                const text = m.tasks[task.code as keyof typeof m.tasks];
                const network = task.network
                  ? (m.networks[task.network as keyof typeof m.networks] ?? task.network)
                  : null;
                return (
                  <li key={task.code} className="flex items-start gap-3" data-testid={`reward-task-${task.code}`}>
                    {task.completed ? (
                      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                    ) : (
                      <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {text?.title ?? task.code}{" "}
                        <span className="text-sm font-normal text-muted-foreground">
                          {format(m.taskPoints, { points: task.points })}
                        </span>
                      </p>
                      <p className="text-sm text-muted-foreground">{text?.description}</p>
                    </div>
                    {task.followUrl ? (
                      <a
                        href={task.followUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={format(m.followLabel, { network: network ?? "" })}
                        className="shrink-0 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        {m.follow}
                      </a>
                    ) : (
                      <span className="sr-only">{task.completed ? m.completed : m.notCompleted}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            {rewards.tasks.some((task) => task.kind === "social") ? (
              <p className="mt-3 text-xs text-muted-foreground">{m.socialNote}</p>
            ) : null}
          </div>
          <div>
            <h3 className="mb-3 font-semibold">{m.rewardsTitle}</h3>
            <ul className="flex flex-col gap-3">
              {rewards.rewards.map((reward) => {
                const text = m.rewards[reward.code];
                const value = format(text.value, { value: formatUsd(rewards.serviceCallFeeCents / 100, locale) });
                return (
                  <li
                    key={reward.code}
                    className="flex items-center justify-between gap-3 rounded-lg border p-3"
                    data-testid={`reward-${reward.code}`}
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <Gift aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                      <div className="min-w-0">
                        <p className="font-medium">{text.title}</p>
                        <p className="text-sm text-muted-foreground">
                          {value} · {format(m.cost, { points: reward.points })}
                        </p>
                      </div>
                    </div>
                    {reward.claim ? (
                      <Badge
                        variant={reward.claim.status === "fulfilled" ? "success" : "secondary"}
                        size="md"
                        data-testid="reward-claim-status"
                      >
                        {m.claimStatuses[reward.claim.status]}
                      </Badge>
                    ) : (
                      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
                        <RewardClaimForm
                          rewardCode={reward.code}
                          rewardTitle={text.title}
                          disabled={!reward.canClaim}
                        />
                        {reward.canClaim ? null : (
                          <span className="max-w-28 text-xs text-muted-foreground">
                            {format(m.pointsShort, { points: Math.max(0, reward.points - rewards.availablePoints) })}
                          </span>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
