import { DEFAULT_SETTINGS, PLAN_CATALOG_SEED } from "../../app/config/business-defaults";
import { expect, test } from "./support/fixtures";

/** The content pages in both languages, with the main heading a visitor reads first. */
const PAGES = [
  {
    path: "/about",
    en: "Miami's neighborhood air-conditioning contractor",
    es: "Su contratista de aire acondicionado de confianza en Miami",
  },
  {
    path: "/comfort-club",
    en: "AC maintenance plans that keep Miami cool",
    es: "Planes de mantenimiento para que Miami siga fresco",
  },
  { path: "/faq", en: "Frequently asked questions", es: "Preguntas frecuentes" },
  { path: "/testimonials", en: "What our customers say", es: "Lo que dicen nuestros clientes" },
  {
    path: "/rebates",
    en: "Pay less for a high-efficiency system",
    es: "Pague menos por un sistema de alta eficiencia",
  },
  { path: "/licensing", en: "Licensed, insured and certified", es: "Con licencia, asegurados y certificados" },
] as const;

const HEADER_LINKS = {
  en: [
    { name: "About", href: "/about" },
    { name: "Comfort Club", href: "/comfort-club" },
    { name: "Testimonials", href: "/testimonials" },
    { name: "FAQ", href: "/faq" },
  ],
  es: [
    { name: "Nosotros", href: "/es/about" },
    { name: "Club Confort", href: "/es/comfort-club" },
    { name: "Testimonios", href: "/es/testimonials" },
    { name: "Preguntas frecuentes", href: "/es/faq" },
  ],
};

/** The service call fee as the FAQ writes it ("$89"), from the settings defaults. */
const SERVICE_CALL_FEE = `$${DEFAULT_SETTINGS.serviceCallFeeCents / 100}`;

// What these tests read is the server's markup: without JavaScript the page is the same, drawn without hydrating it.
// Hydration (and its console errors) is proven on every public page by public-accessibility.test.ts, which scans them.
test.use({ javaScriptEnabled: false });

for (const locale of ["en", "es"] as const) {
  test(`A visitor reads every content page in ${locale === "en" ? "English" : "Spanish"} with the business's own phone and the site's menu`, async ({
    page,
  }) => {
    for (const contentPage of PAGES) {
      const url = locale === "en" ? contentPage.path : `/es${contentPage.path}`;
      await test.step(url, async () => {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentPage[locale]);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url}$`));

        const main = page.getByRole("main");
        const call = main.locator(`a[href="tel:+1${DEFAULT_SETTINGS.mainPhone.replace(/\D/g, "")}"]`).first();
        await expect(call).toContainText(DEFAULT_SETTINGS.mainPhone);

        const nav = page.getByRole("banner").getByRole("navigation");
        for (const link of HEADER_LINKS[locale]) {
          await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.href);
        }
        await expect(
          page
            .getByRole("contentinfo")
            .getByRole("link", { name: locale === "en" ? "Licensing & Insurance" : "Licencias y seguros" }),
        ).toHaveAttribute("href", locale === "en" ? "/licensing" : "/es/licensing");
      });
    }
  });
}

test("The licensing page shows the license number from the settings and links to the state's license search", async ({
  page,
}) => {
  await page.goto("/licensing");
  await expect(page.getByTestId("license-number")).toHaveText(DEFAULT_SETTINGS.licenseNumber);
  await expect(page.getByText("Last updated: December 2024")).toBeVisible();
  const search = page.getByRole("link", { name: /Search licenses on MyFloridaLicense\.com/ });
  await expect(search).toHaveAttribute("href", /myfloridalicense\.com/);
  await expect(search).toHaveAttribute("target", "_blank");
});

test("The about page states the founding year, the license and every service area from the settings", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByText(`Family-run since ${DEFAULT_SETTINGS.foundedYear}`)).toBeVisible();
  await expect(main.getByText(new RegExp(`license ${DEFAULT_SETTINGS.licenseNumber}`))).toBeVisible();
  for (const area of DEFAULT_SETTINGS.serviceAreas)
    await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${area}$`) })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "Request a Free Estimate" })).toHaveAttribute("href", "/#contact");
});

test("The comfort club lists the three catalog plans with their prices and no 'Business Elite' plan", async ({
  page,
}) => {
  await page.goto("/comfort-club");
  const plans = page.getByRole("region", { name: "Choose your plan" });
  for (const plan of PLAN_CATALOG_SEED) {
    await expect(plans.getByRole("heading", { name: plan.name })).toBeVisible();
    await expect(plans.getByText(`$${plan.priceCents / 100}`, { exact: false }).first()).toBeVisible();
  }
  // One subscribe (or book-visit) button per plan, each a real form post so it works before JavaScript loads.
  await expect(plans.locator('form[method="post"] button[type="submit"]')).toHaveCount(PLAN_CATALOG_SEED.length);
  await expect(page.getByText("Business Elite")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Why Choose a Service Plan?" })).toBeVisible();
  for (const point of ["Save Money", "Priority Service", "Peace of Mind", "Energy Savings"]) {
    await expect(page.getByRole("heading", { name: point, exact: true })).toBeVisible();
  }
});

test.describe("the FAQ without JavaScript", () => {
  test("A visitor opens a question and reads the service call fee and the emergency line from the settings", async ({
    page,
  }) => {
    await page.goto("/faq");
    const fee = page.locator("details#service-call-fee");
    await expect(fee).not.toHaveAttribute("open", "");
    await fee.locator("summary").click();
    await expect(fee.getByText(new RegExp(`service call fee is \\${SERVICE_CALL_FEE}\\.`))).toBeVisible();
    const emergency = page.locator("details#emergency");
    await emergency.locator("summary").click();
    await expect(
      emergency.getByText(new RegExp(DEFAULT_SETTINGS.emergencyPhone.replace(/[()]/g, "\\$&"))),
    ).toBeVisible();
  });
});

test("The FAQ's structured data describes the same questions the page shows", async ({ page }) => {
  await page.goto("/es/faq");
  const questions = await page.locator("details summary").allInnerTexts();
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const json = blocks.find((block) => block.includes('"FAQPage"'));
  const data = JSON.parse(json ?? "{}") as {
    "@type": string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions.map((question) => question.trim()));
  expect(questions.length).toBeGreaterThanOrEqual(10);
  expect(data.mainEntity.find((entry) => entry.name.includes("visita de servicio"))?.acceptedAnswer.text).toContain(
    SERVICE_CALL_FEE,
  );
});

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });

  test("A Spanish visitor on a phone opens the menu and goes from the FAQ to the about page", async ({ page }) => {
    await page.goto("/es/faq");
    await page.getByRole("button", { name: "Menú" }).click();
    await page.getByRole("navigation", { name: "Móvil" }).getByRole("link", { name: "Nosotros" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].es);
  });
});
