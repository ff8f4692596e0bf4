import { describe, expect, it } from "vitest";
import { customerListParamsFrom, customerListSearch, DEFAULT_CUSTOMER_LIST_PARAMS } from "./customer-list-params";

const from = (search: string) => customerListParamsFrom(new URLSearchParams(search));

describe("customerListParamsFrom", () => {
  it("gives newest first, page 1 of 25 and no search for a bare address", () => {
    expect(from("")).toEqual({ q: "", sort: "newest", page: 1, size: 25 });
  });

  it("reads a trimmed search, a sort, a page and a page size", () => {
    expect(from("q=%20%20(305)%20555%20&sort=name_desc&page=4&size=100")).toEqual({
      q: "(305) 555",
      sort: "name_desc",
      page: 4,
      size: 100,
    });
  });

  it("falls back to each default for a value it does not know instead of failing", () => {
    expect(from("sort=balance&page=-3&size=30")).toEqual(DEFAULT_CUSTOMER_LIST_PARAMS);
    expect(from("page=abc&size=1e9")).toEqual(DEFAULT_CUSTOMER_LIST_PARAMS);
    expect(from("page=2.5")).toMatchObject({ page: 1 });
    expect(from(`q=${"x".repeat(101)}`)).toMatchObject({ q: "" });
    expect(from("q=a%00b")).toMatchObject({ q: "" });
  });
});

describe("customerListSearch", () => {
  it("leaves out every value at its default, so the plain list keeps its plain address", () => {
    expect(customerListSearch(DEFAULT_CUSTOMER_LIST_PARAMS)).toBe("");
  });

  it("writes the values that differ, with the changes asked for", () => {
    const view = { q: "ana & co", sort: "oldest" as const, page: 3, size: 50 as const };
    expect(customerListSearch(view)).toBe("?q=ana+%26+co&sort=oldest&size=50&page=3");
    expect(customerListSearch(view, { page: 1 })).toBe("?q=ana+%26+co&sort=oldest&size=50");
  });
});
