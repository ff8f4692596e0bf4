import { signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

// The only test that changes the demo customer's claims: it claims the first reward once.
test.describe("Rewards", () => {
  test("The demo customer claims a reward once; a second claim is refused", async ({ page, baseURL }) => {
    await signInAsCustomer(page);
    await page.locator("html[data-hydrated='true']").waitFor();
    const rewards = page.getByRole("region", { name: "Rewards" });
    const available = async () =>
      Number((await rewards.getByTestId("rewards-available").textContent())?.match(/\d+/)?.[0]);
    const before = await available();
    expect(before).toBeGreaterThanOrEqual(200);

    const month = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "numeric" }).format(new Date()),
    );
    await expect(rewards.getByTestId("seasonal-banner")).toHaveCount([11, 12, 1].includes(month) ? 1 : 0);

    const freeCall = rewards.getByTestId("reward-free_service_call");
    await freeCall.getByRole("button", { name: "Claim Free Service Call" }).click();
    await expect(page.getByText("Reward Claimed")).toBeVisible();
    await expect(freeCall.getByTestId("reward-claim-status")).toHaveText("Requested");
    await expect(freeCall.getByRole("button")).toHaveCount(0);
    expect(await available()).toBe(before - 200);

    // A second submit (another tab, a replayed form) is refused with 409 and records nothing.
    const again = await page.request.post("/customer?index", {
      form: { intent: "claim-reward", rewardCode: "free_service_call" },
      headers: { origin: baseURL!, accept: "text/html" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    const unknown = await page.request.post("/customer?index", {
      form: { intent: "claim-reward", rewardCode: "free_money" },
      headers: { origin: baseURL!, accept: "text/html" },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
    await page.reload();
    await expect(freeCall.getByTestId("reward-claim-status")).toHaveText("Requested");
    expect(await available()).toBe(before - 200);
  });
});
