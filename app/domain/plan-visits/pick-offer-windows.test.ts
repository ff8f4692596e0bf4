import { describe, expect, it } from "vitest";
import type { WindowDay } from "~/domain/scheduling/free-windows";
import type { WindowAvailability } from "~/domain/scheduling/window-types";
import { pickOfferWindows } from "./pick-offer-windows";

function window(start: string, bookable = true): WindowAvailability {
  const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, "0")}:00`;
  return {
    id: start,
    date: "",
    start,
    end,
    startsAt: "",
    endsAt: "",
    workingTechnicians: 1,
    freeTechnicians: bookable ? 1 : 0,
    reserve: 0,
    reserveReleased: false,
    bookable,
    refusal: bookable ? null : "full",
  };
}

const day = (date: string, starts: string[], full: string[] = []): WindowDay => ({
  date,
  windows: [...starts.map((start) => window(start)), ...full.map((start) => window(start, false))],
});

describe("the windows an offer names", () => {
  it("picks three bookable windows nearest the due date, on different days at different times", () => {
    const days = [
      day("2026-07-01", ["08:00", "10:00", "12:00"]),
      day("2026-07-02", ["08:00", "10:00"], ["12:00"]),
      day("2026-07-03", ["08:00", "10:00", "14:00"]),
      day("2026-07-20", ["12:00"]),
    ];
    expect(pickOfferWindows(days, "2026-07-02", 3)).toEqual([
      { date: "2026-07-01", start: "10:00", end: "12:00" },
      { date: "2026-07-02", start: "08:00", end: "10:00" },
      { date: "2026-07-03", start: "14:00", end: "16:00" },
    ]);
  });

  it("never offers a full window", () => {
    const days = [day("2026-07-01", [], ["08:00", "10:00"]), day("2026-07-02", ["10:00"])];
    expect(pickOfferWindows(days, "2026-07-01", 3)).toEqual([{ date: "2026-07-02", start: "10:00", end: "12:00" }]);
  });

  it("repeats a time, then a day, only when the different ones run out", () => {
    const days = [day("2026-07-01", ["08:00", "10:00"]), day("2026-07-02", ["08:00"])];
    expect(pickOfferWindows(days, "2026-07-01", 3)).toEqual([
      { date: "2026-07-01", start: "08:00", end: "10:00" },
      { date: "2026-07-01", start: "10:00", end: "12:00" },
      { date: "2026-07-02", start: "08:00", end: "10:00" },
    ]);
  });
});

describe("the windows an offer names when the run has offered some already", () => {
  const days = [day("2026-07-01", ["08:00", "10:00"]), day("2026-07-02", ["12:00"]), day("2026-07-03", ["14:00"])];

  it("passes over a window offered as often as its free places allow while another one fits", () => {
    const saturated = (window: { date: string; start: string }) => window.date === "2026-07-01";
    expect(pickOfferWindows(days, "2026-07-01", 2, { saturated })).toEqual([
      { date: "2026-07-02", start: "12:00", end: "14:00" },
      { date: "2026-07-03", start: "14:00", end: "16:00" },
    ]);
  });

  it("still offers saturated windows, nearest first, when nothing else is free", () => {
    const saturated = (window: { date: string; start: string }) => window.date !== "2026-07-03";
    expect(pickOfferWindows(days, "2026-07-01", 3, { saturated })).toEqual([
      { date: "2026-07-01", start: "08:00", end: "10:00" },
      { date: "2026-07-02", start: "12:00", end: "14:00" },
      { date: "2026-07-03", start: "14:00", end: "16:00" },
    ]);
  });
});
