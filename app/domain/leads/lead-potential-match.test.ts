import { describe, expect, it } from "vitest";
import { comparableName, isPotentialMatch, potentialMatchesOf } from "./lead-potential-match";

const openLead = { name: "Ana Pérez", userId: null, customerId: null, status: "new" };
const signup = (firstName: string | null, lastName: string | null, userId = "user-1") => ({
  userId,
  firstName,
  lastName,
});

describe("the potential-match rule", () => {
  it("flags a lead whose name contains the sign-up's first name or last name", () => {
    expect(isPotentialMatch(openLead, signup("Ana", "Gómez"))).toBe(true);
    expect(isPotentialMatch(openLead, signup("Beatriz", "Pérez"))).toBe(true);
    expect(isPotentialMatch(openLead, signup("Beatriz", "Gómez"))).toBe(false);
  });

  it("flags the reverse: a sign-up's name that contains the lead's whole name", () => {
    expect(isPotentialMatch({ ...openLead, name: "Ana" }, signup("Anabel", "Ruiz"))).toBe(true);
    expect(isPotentialMatch({ ...openLead, name: "Ruiz" }, signup("Carla", "Ruizdíaz"))).toBe(true);
    expect(isPotentialMatch({ ...openLead, name: "Anabel Ruiz" }, signup("Ana", null))).toBe(true);
    expect(isPotentialMatch({ ...openLead, name: "Bel" }, signup("Carla", "Ruiz"))).toBe(false);
  });

  it("ignores case, accents and extra spaces", () => {
    expect(isPotentialMatch({ ...openLead, name: "  ANA   PEREZ " }, signup("  pérez ", null))).toBe(true);
    expect(comparableName("  José  MARÍA ")).toBe("jose maria");
  });

  it("ignores names shorter than two characters on either side, so an initial does not flag every lead", () => {
    expect(isPotentialMatch(openLead, signup("A", null))).toBe(false);
    expect(isPotentialMatch(openLead, signup(" P ", ""))).toBe(false);
    expect(isPotentialMatch({ ...openLead, name: "A" }, signup("Ana", "Pérez"))).toBe(false);
    expect(isPotentialMatch({ ...openLead, name: "" }, signup("Ana", "Pérez"))).toBe(false);
    expect(isPotentialMatch(openLead, signup(null, null))).toBe(false);
    // Two letters count.
    expect(isPotentialMatch({ ...openLead, name: "Li Wei" }, signup("Li", null))).toBe(true);
  });

  it("never flags the sign-up's own user_signup lead", () => {
    const ownLead = { name: "Ana Pérez", userId: "user-1", customerId: null, status: "new" };
    expect(isPotentialMatch(ownLead, signup("Ana", "Pérez", "user-1"))).toBe(false);
    expect(isPotentialMatch(ownLead, signup("Ana", "Pérez", "user-2"))).toBe(true);
  });

  it("never flags a lead already linked to a customer record or converted", () => {
    expect(isPotentialMatch({ ...openLead, customerId: "c-1" }, signup("Ana", null))).toBe(false);
    expect(isPotentialMatch({ ...openLead, status: "converted" }, signup("Ana", null))).toBe(false);
    expect(isPotentialMatch({ ...openLead, status: "contacted" }, signup("Ana", null))).toBe(true);
  });

  it("lists every matching sign-up per lead and leaves out leads without one", () => {
    const leads = [
      { ...openLead, id: "lead-1" },
      { ...openLead, id: "lead-2", name: "Marco Polo" },
    ];
    const signups = [signup("Ana", "Gómez", "u1"), signup("Luis", "Pérez", "u2"), signup("Zoe", "Li", "u3")];
    const matches = potentialMatchesOf(leads, signups);
    expect([...matches.keys()]).toEqual(["lead-1"]);
    expect(matches.get("lead-1")!.map((match) => match.userId)).toEqual(["u1", "u2"]);
  });
});
