import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { planPriceText, priceText } from "./plan-price-text";

describe("priceText", () => {
  it("shows whole dollars without cents and other amounts with cents", () => {
    expect(priceText(89_00, "en")).toBe("$89");
    expect(priceText(1_499_50, "es")).toBe("$1,499.50");
  });
});

describe("planPriceText", () => {
  it("says per visit for a one-time plan and per month for a monthly plan, in the page's language", () => {
    expect(
      planPriceText({ priceCents: 89_00, billingInterval: "one_time" }, "en", messagesFor("en").billing.prices),
    ).toBe("$89 per visit");
    expect(
      planPriceText({ priceCents: 149_00, billingInterval: "month" }, "en", messagesFor("en").billing.prices),
    ).toBe("$149 / month");
    expect(
      planPriceText({ priceCents: 299_00, billingInterval: "month" }, "es", messagesFor("es").billing.prices),
    ).toBe("$299 / mes");
  });
});
