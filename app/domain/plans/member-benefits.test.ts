import { describe, expect, it } from "vitest";
import { decideMemberBenefits, NO_BENEFITS, type MemberBenefitRows } from "./member-benefits";

const DISCOUNTS = { basic: 10, premium_care: 15, commercial_plus: 25 };
// Monday 1 June 2026, 9:00 AM in Miami (EDT).
const NOW = new Date("2026-06-01T13:00:00Z");

function benefits(rows: Partial<MemberBenefitRows>) {
  return decideMemberBenefits({ subscriptions: [], basicOrders: [], discounts: DISCOUNTS, now: NOW, ...rows });
}

describe("a customer's plan benefits", () => {
  it("gives nothing to a customer without a plan", () => {
    expect(benefits({})).toEqual(NO_BENEFITS);
  });

  it("gives a Premium Care subscriber priority scheduling, the emergency reserve and 15% off repairs", () => {
    expect(benefits({ subscriptions: [{ planCode: "premium_care", status: "active" }] })).toEqual({
      planCode: "premium_care",
      priorityScheduling: true,
      emergencyReserve: true,
      repairDiscountPercent: 15,
      priorityUntil: null,
    });
  });

  it("keeps a subscription's benefits while Stripe retries a payment or during a trial, never once it ended", () => {
    for (const status of ["trialing", "past_due"])
      expect(benefits({ subscriptions: [{ planCode: "commercial_plus", status }] })).toMatchObject({
        planCode: "commercial_plus",
        repairDiscountPercent: 25,
      });
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"])
      expect(benefits({ subscriptions: [{ planCode: "premium_care", status }] })).toEqual(NO_BENEFITS);
  });

  it("gives a paid Basic order priority scheduling and 10% off repairs, but not the emergency reserve", () => {
    expect(benefits({ basicOrders: [{ status: "paid", createdAt: new Date("2026-03-10T15:00:00Z") }] })).toEqual({
      planCode: "basic",
      priorityScheduling: true,
      emergencyReserve: false,
      repairDiscountPercent: 10,
      priorityUntil: "2027-03-09",
    });
  });

  it("ends Basic's benefits 12 months after the order, counted on Miami's calendar", () => {
    // Paid on 1 June 2025 at 9 PM in Miami (already 2 June in UTC): the benefits hold through 31 May 2026.
    const order = { status: "paid", createdAt: new Date("2025-06-02T01:00:00Z") };
    expect(benefits({ basicOrders: [order], now: new Date("2026-06-01T03:59:00Z") })).toMatchObject({
      planCode: "basic",
      priorityUntil: "2026-05-31",
    });
    expect(benefits({ basicOrders: [order], now: new Date("2026-06-01T04:00:00Z") })).toEqual(NO_BENEFITS);
  });

  it("ignores a Basic order that is not paid", () => {
    for (const status of ["pending", "failed"])
      expect(benefits({ basicOrders: [{ status, createdAt: new Date("2026-05-01T12:00:00Z") }] })).toEqual(NO_BENEFITS);
  });

  it("gives the highest plan's benefits to a customer with several", () => {
    const basic = { status: "paid", createdAt: new Date("2026-05-01T12:00:00Z") };
    expect(
      benefits({
        basicOrders: [basic],
        subscriptions: [
          { planCode: "premium_care", status: "active" },
          { planCode: "commercial_plus", status: "active" },
        ],
      }),
    ).toMatchObject({ planCode: "commercial_plus", emergencyReserve: true, repairDiscountPercent: 25 });
    expect(
      benefits({ basicOrders: [basic], subscriptions: [{ planCode: "premium_care", status: "canceled" }] }),
    ).toMatchObject({ planCode: "basic", emergencyReserve: false });
  });

  it("keeps the later of two Basic orders' ends", () => {
    const older = { status: "paid", createdAt: new Date("2025-09-01T12:00:00Z") };
    const newer = { status: "paid", createdAt: new Date("2026-02-01T12:00:00Z") };
    expect(benefits({ basicOrders: [newer, older] })).toMatchObject({ priorityUntil: "2027-01-31" });
    expect(benefits({ basicOrders: [older, newer] })).toMatchObject({ priorityUntil: "2027-01-31" });
  });

  it("takes each plan's discount from the catalog, not from a figure of its own", () => {
    const discounts = { ...DISCOUNTS, premium_care: 20 };
    expect(benefits({ discounts, subscriptions: [{ planCode: "premium_care", status: "active" }] })).toMatchObject({
      repairDiscountPercent: 20,
    });
  });
});
