import { describe, expect, it } from "vitest";
import { REWARDS, SERVICE_REWARD_TASKS, SOCIAL_REWARD_TASKS, SUBSCRIPTION_REWARD_TASK } from "~/config/rewards-catalog";
import { portalRewards as rewardsEn } from "~/i18n/en/portal-rewards";
import { portalRewards as rewardsEs } from "~/i18n/es/portal-rewards";
import { mailCopyEn } from "~/integrations/email/templates/mail-copy-en";
import { mailCopyEs } from "~/integrations/email/templates/mail-copy-es";
import { smsCopyEn } from "~/integrations/twilio/templates/sms-copy-en";
import { smsCopyEs } from "~/integrations/twilio/templates/sms-copy-es";
import { PROMOTION, REVIEW_WORDS, stringsOf } from "../../../tests/support/promotion-words";

/**
 * Issue 36 item 5 and 16 CFR 465: nothing is given for a review, anywhere. The SMS templates' own test checks every
 * text for promotion words; this one reads the rewards catalog and every e-mail a customer gets for a visit or an
 * account (the newsletter's welcome is marketing, and staff notifications go to the company).
 */
const NOT_TRANSACTIONAL_TO_CUSTOMERS = new Set([
  "newsletterWelcome",
  "leadSources",
  "newLead",
  "contactMessage",
  "appointmentChangedByCustomer",
  "appointmentCancelledByCustomer",
  "appointmentRequest",
  "ownerFeedback",
]);

/**
 * The renewal notice states the plan's repair discount because it is a term of the contract that renews (issue 37
 * item 6: "what the next year holds"), and an invoice states the member discount it applied (issue 38): terms and
 * arithmetic, not offers. Those lines (`discount`, `discountValue`) are left out of the promotion check; the rest of
 * each mail is not.
 */
const STATES_PRICE_TERMS = new Set(["planRenewalNotice", "invoiceSent"]);

function withoutContractTerms(texts: unknown): unknown {
  const { discount: _discount, discountValue: _discountValue, ...rest } = texts as Record<string, unknown>;
  return rest;
}

describe("no reward for a review", () => {
  it("has no reward task and no reward about reviews in the rewards catalog, in code or in words", () => {
    const codes = [
      ...SERVICE_REWARD_TASKS.map((task) => task.code),
      SUBSCRIPTION_REWARD_TASK.code,
      ...SOCIAL_REWARD_TASKS.map((task) => task.code),
      ...REWARDS.map((reward) => reward.code),
    ];
    for (const code of codes) expect(code.replaceAll("_", " ")).not.toMatch(REVIEW_WORDS);
    for (const copy of [rewardsEn, rewardsEs])
      for (const text of stringsOf({ tasks: copy.tasks, rewards: copy.rewards }))
        expect(text, text).not.toMatch(REVIEW_WORDS);
  });

  it("offers nothing in the review request and its reminder, by text or by e-mail, in either language", () => {
    const reviewTexts = [smsCopyEn, smsCopyEs].flatMap((copy) => [copy.review_request, copy.review_reminder]);
    const reviewMails = [mailCopyEn, mailCopyEs].flatMap((copy) =>
      stringsOf([copy.reviewRequest, copy.reviewReminder]),
    );
    for (const text of [...reviewTexts, ...reviewMails]) expect(text, text).not.toMatch(PROMOTION);
  });

  it("carries no promotion in any transactional e-mail a customer gets, in either language", () => {
    for (const copy of [mailCopyEn, mailCopyEs]) {
      const transactional = Object.entries(copy)
        .filter(([key]) => !NOT_TRANSACTIONAL_TO_CUSTOMERS.has(key))
        .map(([key, texts]) => [key, STATES_PRICE_TERMS.has(key) ? withoutContractTerms(texts) : texts] as const);
      expect(transactional.length).toBeGreaterThan(10);
      for (const text of stringsOf(Object.fromEntries(transactional))) expect(text, text).not.toMatch(PROMOTION);
    }
  });
});
