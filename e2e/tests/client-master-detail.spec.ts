import { expect, type Page, test } from '../support/fixtures';
import { cell, choose, signInQuietly } from './helpers';

/** Opens the New Client dialog from the vendor list and fills the client's own fields. */
async function newClient(page: Page, code: string, name: string) {
  await page.goto('/company/vendor');
  await page.getByRole('button', { name: 'New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Client' });
  await dialog.getByLabel('Client Code').fill(code);
  await dialog.getByLabel('Short Name').fill(name);
  await dialog.getByLabel('Name (English)').fill(`${name} Limited`);
  await choose(page, dialog, 'Client Type', 'OUS');
  return dialog;
}

test('a client is created with a contact and a discount, edited, and copied', async ({ page }) => {
  await signInQuietly(page, 'admin');
  const dialog = await newClient(page, 'ous901', 'Harbour Test Cars');
  await dialog.getByRole('tab', { name: 'Contacts (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Client Contact' }).click();
  await cell(dialog, 'Contact Name', 1).fill('Night Desk');
  await cell(dialog, 'Telephone', 1).fill('+852 2111 2222');
  await dialog.getByRole('tab', { name: 'Discounts (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Client Discount' }).click();
  await choose(page, dialog, 'Vehicle Type, row 1', 'ALPHARD');
  await cell(dialog, 'Discount %', 1).fill('12.5');
  await cell(dialog, 'Effective Date', 1).fill('20270101');
  await cell(dialog, 'Expiry Date', 1).fill('20271231');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The vendor list shows the new client with its contact.
  const row = page.getByRole('row', { name: /OUS901/ });
  await expect(row).toContainText('Harbour Test Cars Limited');
  await expect(row).toContainText('Night Desk · +852 2111 2222');

  // Reopened, the rows are there as saved; a contact is renamed and another added.
  await row.getByRole('gridcell', { name: 'OUS901', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Client Code')).toHaveValue('OUS901');
  await edit.getByRole('tab', { name: 'Discounts (1)' }).click();
  await expect(cell(edit, 'Discount %', 1)).toHaveValue('12.5');
  await expect(cell(edit, 'Effective Date', 1)).toHaveValue('01/01/2027');
  await expect(cell(edit, 'Expiry Date', 1)).toHaveValue('31/12/2027');
  await expect(edit.getByRole('combobox', { name: 'Vehicle Type, row 1' })).toHaveText('ALPHARD');
  await edit.getByRole('tab', { name: 'Contacts (1)' }).click();
  await cell(edit, 'Contact Name', 1).fill('Night Desk (24h)');
  await edit.getByRole('button', { name: 'Add Client Contact' }).click();
  await cell(edit, 'Contact Name', 2).fill('Accounts');
  await cell(edit, 'Email', 2).fill('accounts@harbour-test.example');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /OUS901/ })).toContainText('Accounts · accounts@harbour-test.example');

  await page.getByRole('gridcell', { name: 'OUS901', exact: true }).click();
  await edit.getByRole('tab', { name: 'Contacts (2)' }).click();
  await expect(cell(edit, 'Contact Name', 2)).toHaveValue('Night Desk (24h)');

  // Copy: a new code and name; the copy opens with the same contacts and discount.
  await edit.getByRole('button', { name: 'Copy Client' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Client - OUS901' });
  await copy.getByLabel('Client Code').fill('OUS902');
  await copy.getByLabel('Name (English)').fill('Harbour Test Cars Kowloon Limited');
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect(copy).toBeHidden();
  await expect(edit.getByLabel('Client Code')).toHaveValue('OUS902');
  await expect(edit.getByLabel('Name (English)')).toHaveValue('Harbour Test Cars Kowloon Limited');
  await expect(edit.getByRole('tab', { name: 'Contacts (2)' })).toBeVisible();
  await expect(edit.getByRole('tab', { name: 'Discounts (1)' })).toBeVisible();
  await edit.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /OUS902/ })).toContainText('Harbour Test Cars Kowloon Limited');
});

test('a discount ending before it starts is named, and nothing is saved', async ({ page }) => {
  await signInQuietly(page, 'admin');
  const dialog = await newClient(page, 'OUS903', 'Backwards Dates');
  await dialog.getByRole('tab', { name: 'Discounts (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Client Discount' }).click();
  await cell(dialog, 'Discount %', 1).fill('5');
  await cell(dialog, 'Effective Date', 1).fill('20270601');
  await cell(dialog, 'Expiry Date', 1).fill('20270501');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Client Discount, row 1: Expiry Date must not be before Effective Date');
  await expect(dialog.getByText('Expiry Date must not be before Effective Date', { exact: true })).toBeVisible();
  await expect(cell(dialog, 'Expiry Date', 1)).toHaveValue('01/05/2027');

  // Leaving without saving asks first; the client was never made.
  await dialog.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Close without saving your changes?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Backwards');
  await expect(page.getByText('No vendors found.')).toBeVisible();
});

test('a save the server refuses keeps every row as typed', async ({ page }) => {
  await signInQuietly(page, 'admin');
  // OUS001 exists: the server refuses the code, and nothing of the new client is saved.
  const dialog = await newClient(page, 'OUS001', 'Duplicate Code');
  await dialog.getByRole('tab', { name: 'Contacts (0)' }).click();
  await dialog.getByRole('button', { name: 'Add Client Contact' }).click();
  await cell(dialog, 'Contact Name', 1).fill('Kept Contact');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('OUS001');
  // The dialog shows the refused field; the contact is still there as typed.
  await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Contacts (1)' }).click();
  await expect(cell(dialog, 'Contact Name', 1)).toHaveValue('Kept Contact');
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await dialog.getByLabel('Client Code').fill('OUS904');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /OUS904/ })).toContainText('Kept Contact');
});
