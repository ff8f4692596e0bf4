import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../tests/support/pdf-text";
import { drawPdf, winAnsiText } from "./pdf-page.server";

describe("text on the PDF page", () => {
  it("keeps Spanish and Western European characters as they are", () => {
    expect(winAnsiText("¿Cuánto debo? ¡Señor Muñoz! Ü € “ok” — 1½")).toBe("¿Cuánto debo? ¡Señor Muñoz! Ü € “ok” — 1½");
  });

  it("writes characters the built-in font cannot draw without their accents, or as a question mark", () => {
    expect(winAnsiText("Nguyễn Łukasz Dvořák 李 −5")).toBe("Nguyen Lukasz Dvorák ? -5");
  });

  it("makes a compressed PDF whose text reads back in the built-in font's encoding", async () => {
    const pdf = await drawPdf(
      { title: "Prueba", author: "AW", creationDate: new Date("2026-03-03T00:00:00Z"), language: "es-US" },
      (page) => page.text("¿Cuánto? ¡Sí, señor Nguyễn!", page.left, page.left),
    );
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(pdfText(pdf)).toBe("¿Cuánto? ¡Sí, señor Nguyen!");
  });
});
