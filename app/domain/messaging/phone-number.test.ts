import { describe, expect, it } from "vitest";
import { usPhoneToE164 } from "./phone-number";

describe("usPhoneToE164", () => {
  it.each([
    "(305) 555-0142",
    "305.555.0142",
    "305-555-0142",
    "3055550142",
    "+1 305 555 0142",
    "1-305-555-0142",
    "+13055550142",
    "  (305) 555 0142 ",
  ])("reads %j as +13055550142", (typed) => {
    expect(usPhoneToE164(typed)).toBe("+13055550142");
  });

  it.each([
    ["too few digits", "555-0142"],
    ["too many digits", "305 555 01423"],
    ["an 11-digit number not starting with 1", "23055550142"],
    ["letters", "305-CALL-NOW"],
    ["an area code starting with 1", "(105) 555-0142"],
    ["an area code starting with 0", "(005) 555-0142"],
    ["an exchange starting with 1", "(305) 155-0142"],
    ["a plus sign without the country code", "+3055550142"],
    ["another country's number", "+44 20 7946 0958"],
    ["nothing", ""],
  ])("gives null for %s", (_what, typed) => {
    expect(usPhoneToE164(typed)).toBeNull();
  });
});
