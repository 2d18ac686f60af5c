import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens, useLanguage } from './support/session';

// Issue 22, point 11: zod's JIT probe (`new Function`) raised a script-src violation on signed-in pages.
async function recordViolations(page: Page) {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

for (const [language, save, toast] of [
  ['fr', 'Enregistrer', 'Formulaire invalide. Veuillez vérifier tous les champs'],
  ['en', 'Save', 'Invalid form. Please check all fields'],
] as const) {
  test(`${language}: a signed-in page validating a form raises no Content-Security-Policy violation`, async ({
    page,
    request,
  }) => {
    const violations = await recordViolations(page);
    await useLanguage(page, language);
    await signInWithTokens(page, request, 'SHOW_MANAGER');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/show/add');
    // The form's zod schema runs on submit: the first parse of an object schema is where the JIT tried eval.
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByText(toast)).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
