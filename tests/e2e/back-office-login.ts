import { expect, type Page } from '@playwright/test'

/** Opens the back-office with the administration key, as staff do, and waits for it to say so. */
export async function logInToBackOffice(page: Page, adminKey: string): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Clé d’administration').fill(adminKey)
  await page.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click()
  await expect(page.getByText('Accès autorisé', { exact: true })).toBeVisible()
}
