import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SOCIAL_REWARD_TASKS } from "~/config/rewards-catalog";
import type { RewardsSummary } from "~/domain/rewards/get-rewards-summary.server";
import { messagesFor } from "~/i18n/messages.server";
import { SectionWordsContext } from "~/i18n/use-messages";
import { RewardsPanel } from "./rewards-panel";

function rewards(tasks: RewardsSummary["tasks"]): RewardsSummary {
  return {
    year: 2026,
    earnedPoints: 0,
    claimedPoints: 0,
    availablePoints: 0,
    goalPoints: 500,
    progressPercent: 0,
    tasks,
    rewards: [],
    claims: [],
    serviceCallFeeCents: 8900,
    seasonalBanner: false,
  };
}

function render(summary: RewardsSummary): string {
  // The portal's words, as the root loader would have sent them to the dashboard.
  const panel = createElement(
    SectionWordsContext.Provider,
    { value: { portal: messagesFor("en").portal } },
    createElement(RewardsPanel, { rewards: summary }),
  );
  const router = createMemoryRouter([{ path: "*", element: panel }], { initialEntries: ["/customer/dashboard"] });
  return renderToString(createElement(RouterProvider, { router }));
}

const socialTask = (followUrl?: string) => ({
  ...SOCIAL_REWARD_TASKS[0],
  kind: "social" as const,
  completed: false,
  ...(followUrl ? { followUrl } : {}),
});

describe("the rewards panel's follow links", () => {
  it("opens the business's own profile in a new tab that cannot reach back to the portal", () => {
    const html = render(rewards([socialTask("https://www.instagram.com/awcooling")]));
    const link = html.match(/<a[^>]*aria-label="Follow us on Instagram \(opens in a new tab\)"[^>]*>/)?.[0];
    expect(link, html).toBeDefined();
    expect(link).toContain('href="https://www.instagram.com/awcooling"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it("shows no follow link while the business has no profile on that network", () => {
    const html = render(rewards([socialTask()]));
    expect(html).toContain("Follow on Instagram");
    expect(html).not.toContain("Follow us on Instagram");
  });
});
