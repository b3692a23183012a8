import { expect, type Page } from '@playwright/test';

/** Expects the modal titled `title` (with `text` in it, when given), then closes it with its Cancel button. */
export async function closeModal(page: Page, title: string, text?: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog).toBeVisible();
  if (text !== undefined) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}
