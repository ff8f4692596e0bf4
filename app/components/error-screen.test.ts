import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen";
import { NotFoundPage } from "./site/not-found-page";

/** Renders a screen the way the root error boundary does when the root loader failed: no root data at all. */
function renderWithoutRootData(screen: () => React.ReactElement, path: string): string {
  const router = createMemoryRouter([{ path: "*", element: screen() }], { initialEntries: [path] });
  return renderToString(createElement(RouterProvider, { router }));
}

describe("the error screen", () => {
  it("offers Try Again, Reload Page and the default phone when the root loader failed", () => {
    const html = renderWithoutRootData(() => createElement(ErrorScreen, { error: new Error("boom") }), "/customer");
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Try Again");
    expect(html).toContain("Reload Page");
    expect(html).toContain('href="tel:+13055550142"');
  });

  it("speaks Spanish on a Spanish page", () => {
    const html = renderWithoutRootData(() => createElement(ErrorScreen), "/es/algo");
    expect(html).toContain("Algo salió mal");
    expect(html).toContain("Intentar de nuevo");
    expect(html).toContain("Recargar página");
  });
});

describe("the 404 page", () => {
  it("says 'Oops! Page not found' and links back home", () => {
    const html = renderWithoutRootData(() => createElement(NotFoundPage), "/nowhere");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>.*Return to Home/);
  });

  it("links a Spanish visitor back to the Spanish home page", () => {
    const html = renderWithoutRootData(() => createElement(NotFoundPage), "/es/nada");
    expect(html).toContain("¡Uy! Página no encontrada");
    expect(html).toMatch(/<a[^>]+href="\/es"[^>]*>.*Volver al inicio/);
  });
});
