import { describe, expect, it } from "vitest";
import { customers } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { findCustomerChoice, findCustomerChoices } from "./find-customer-choices.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

async function addCustomer(values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Ana", lastName: "Pérez", ...values })
    .returning();
  return row!;
}

const names = async (q: string) => (await findCustomerChoices({ actor: admin, q })).map((choice) => choice.name);

describe("findCustomerChoices", () => {
  it("finds a customer by a phone typed in another format", async () => {
    await addCustomer({ firstName: "Ana", phone: "305-555-0101" });
    await addCustomer({ firstName: "Ben", lastName: "Stone", phone: "(786) 555-0199" });
    expect(await names("(305) 555 0101")).toEqual(["Ana Pérez"]);
    expect(await names("3055550")).toEqual(["Ana Pérez"]);
    expect(await names("555-01")).toEqual(["Ana Pérez", "Ben Stone"]);
  });

  it("finds a substring of the name, e-mail or number from 3 characters, and a prefix below that", async () => {
    const ana = await addCustomer({ firstName: "Mariana", lastName: "Ortiz", email: "m.ortiz@example.com" });
    await addCustomer({ firstName: "Omar", lastName: "Anaya", email: "omar@example.com" });
    expect(await names("ANA")).toEqual(["Omar Anaya", "Mariana Ortiz"]);
    expect(await names("ortiz@")).toEqual(["Mariana Ortiz"]);
    expect(await names(ana.customerNumber)).toEqual(["Mariana Ortiz"]);
    // "an" is inside Mariana but starts only Anaya.
    expect(await names("an")).toEqual(["Omar Anaya"]);
    expect(await names("m")).toEqual(["Mariana Ortiz"]);
    expect(await names("o")).toEqual(["Omar Anaya", "Mariana Ortiz"]);
  });

  it("takes LIKE wildcards literally and offers nobody for an empty query", async () => {
    await addCustomer({ firstName: "Ana", email: "ana_p@example.com" });
    await addCustomer({ firstName: "Anab", email: "anabp@example.com" });
    expect(await names("a_p")).toEqual(["Ana Pérez"]);
    expect(await names("%")).toEqual([]);
    expect(await names("   ")).toEqual([]);
  });

  it("offers at most 10 choices, sorted by name", async () => {
    await db()
      .insert(customers)
      .values(
        Array.from({ length: 14 }, (_, n) => ({ firstName: "Luis", lastName: `Gómez ${String(n).padStart(2, "0")}` })),
      );
    const choices = await findCustomerChoices({ actor: admin, q: "luis" });
    expect(choices).toHaveLength(10);
    expect(choices[0]).toMatchObject({ name: "Luis Gómez 00" });
    expect(await findCustomerChoices({ actor: admin, q: "luis", limit: 3 })).toHaveLength(3);
  });

  it("reads one choice by id, and nothing for an unknown or malformed id", async () => {
    const ana = await addCustomer({ email: "ana@example.com", city: "Miami" });
    expect(await findCustomerChoice({ actor: admin, customerId: ana.id })).toEqual({
      id: ana.id,
      name: "Ana Pérez",
      customerNumber: ana.customerNumber,
      email: "ana@example.com",
      phone: null,
      city: "Miami",
    });
    expect(await findCustomerChoice({ actor: admin, customerId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    expect(await findCustomerChoice({ actor: admin, customerId: "x' or 1=1" })).toBeNull();
  });
});
