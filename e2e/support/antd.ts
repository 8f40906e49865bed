import { expect, type Locator, type Page } from '@playwright/test';

/** antd buttons put a space between two Chinese characters. */
export const btn = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: new RegExp(text.split('').join('\\s*')) });

/** Picks an option of an antd Select and waits until the select shows it (a dialog still opening may eat a click). */
export async function choose(page: Page, field: Locator, option: string, search?: string) {
  const select = field.locator(`xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]`);
  await expect(async () => {
    await field.click();
    if (search) await field.fill(search);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 5000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
