import { BLOG_ARTICLES } from "../../app/content/blog";
import { expect, test } from "./support/fixtures";

const NEWEST = BLOG_ARTICLES[0]!;

test.describe("the blog", () => {
  test("A visitor finds every article on /blog, newest first, and opens one", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AC tips and guides for Miami homes");
    const titles = page.getByRole("list", { name: "Articles" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(BLOG_ARTICLES.map((article) => article.en.title));

    await page.getByRole("link", { name: NEWEST.en.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${NEWEST.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST.en.title);
    await expect(page).toHaveTitle(`${NEWEST.en.title} | AW Air Conditioning & Refrigeration`);
    await expect(page.getByText(/^Published October 14, 2026$/)).toBeVisible();
    await expect(page.getByText(`${NEWEST.readTimeMinutes} min read`).first()).toBeVisible();
  });

  test("An article shows its body with the facts from the settings, a call to action and other articles to read", async ({
    page,
  }) => {
    await page.goto("/blog/ac-stopped-working-on-a-hot-night");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Safe checks you can do yourself" })).toBeVisible();
    await expect(
      main.getByText(/emergency line is answered 24 hours a day, 7 days a week: \(305\) 555-0199/),
    ).toBeVisible();
    await expect(main.getByText(/The service call fee is \$89, and it is applied to the repair/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Request a Free Estimate" })).toHaveAttribute("href", "/#contact");
    await expect(main.getByRole("link", { name: "Emergency: (305) 555-0199" })).toHaveAttribute(
      "href",
      "tel:+13055550199",
    );

    const related = main.getByRole("region", { name: "Keep reading" }).getByRole("link");
    await expect(related).toHaveCount(3);
    const firstRelated = await related.first().getAttribute("href");
    expect(firstRelated).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(firstRelated).not.toBe("/blog/ac-stopped-working-on-a-hot-night");
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${firstRelated}$`));
  });

  test("A Spanish visitor reads the blog and its articles in Spanish under /es, where an article describes itself to search engines as a BlogPosting by the company", async ({
    page,
  }) => {
    await page.goto("/es/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Consejos y guías de aire acondicionado para casas en Miami",
    );
    const titles = page.getByRole("list", { name: "Artículos" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(BLOG_ARTICLES.map((article) => article.es.title));

    const article = BLOG_ARTICLES[1]!;
    await page.getByRole("link", { name: article.es.title }).click();
    await expect(page).toHaveURL(new RegExp(`/es/blog/${article.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.es.title);
    await expect(page.getByText(`${article.readTimeMinutes} min de lectura`).first()).toBeVisible();
    // It describes itself to search engines as a BlogPosting by the company, in Spanish.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: article.es.title,
      datePublished: article.publishedOn,
      inLanguage: "es-US",
      author: { "@type": "Organization", name: "AW Air Conditioning & Refrigeration" },
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", article.es.excerpt);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${article.slug}$`),
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Solicite un estimado gratis" })).toHaveAttribute(
      "href",
      "/es#contact",
    );
    await page.getByRole("link", { name: "Todos los artículos" }).click();
    await expect(page).toHaveURL(/\/es\/blog$/);
  });

  test.describe("an unknown article", () => {
    // Chromium logs every 404 document as a failed resource load; that is the expected outcome here.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("An unknown article answers 404 with the not-found page, in both languages", async ({ page }) => {
      const response = await page.goto("/blog/no-such-article");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      const spanish = await page.goto("/es/blog/no-existe");
      expect(spanish?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "¡Uy! Página no encontrada" })).toBeVisible();
    });
  });
});

test.describe("the policy pages", () => {
  test("The privacy policy names what we collect, the essential cookies and who processes data, and links to the terms, which show the spec's figures", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main.getByText("Last updated: December 2024")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "2. Cookies and page-view counting" })).toBeVisible();
    await expect(main.getByText(/^Stripe processes card payments/)).toBeVisible();
    await expect(main.getByText(/^monday\.com hosts our customer relationship management/)).toBeVisible();
    await expect(main.getByRole("link", { name: "service@awac.example" }).last()).toHaveAttribute(
      "href",
      "mailto:service@awac.example",
    );
    await main.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);

    // The terms show the spec's figures: notice, warranties, plan cancellation and the service call fee.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(main.getByText("Last updated: December 2024")).toBeVisible();
    await expect(
      main.getByText(/cancel or reschedule an appointment free of charge up to 24 hours before it starts/),
    ).toBeVisible();
    await expect(main.getByText("Labour on repairs: 1 year.")).toBeVisible();
    await expect(main.getByText("Installation workmanship on new systems: 2 years.")).toBeVisible();
    await expect(main.getByText("Parts we supply and install: 90 days.")).toBeVisible();
    await expect(main.getByText(/Cancellation requires 30 days written notice/)).toBeVisible();
    await expect(main.getByText(/There is no refund for partial years/)).toBeVisible();
    await expect(main.getByText(/The service call fee is \$89\. .* applied to the repair/)).toBeVisible();
  });

  test("The footer links to both policies, in the visitor's language", async ({ page }) => {
    await page.goto("/es/blog");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Términos del servicio" }).click();
    await expect(page).toHaveURL(/\/es\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos del servicio");
    await expect(page.getByText("Última actualización: diciembre de 2024")).toBeVisible();
    await expect(page.getByText("Mano de obra en reparaciones: 1 año.")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }).click();
    await expect(page).toHaveURL(/\/es\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  });
});
