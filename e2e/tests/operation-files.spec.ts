import { FILES_BY_AREA } from '@limo/domain/routes';
import { expect, test } from '../support/fixtures';
import { openAs } from './helpers';

// Files whose screen is not a list of records (other charges, terms, voucher redemption) or not built here.
const LATER = ['tariffRate', 'tariffOC', 'voucherredeem', 'tariffSP', 'clientOCParm', 'contractTermOCParm'];
const FILES = FILES_BY_AREA.operation.map((r) => r.path).filter((p) => !LATER.includes(p.split('/').pop() ?? ''));

test('every operation file but the pricing ones has its card on the index a dispatcher sees', async ({ page }) => {
  // 24 operation files, the SMS templates and flight timetable of issue 15, and the zone travel times of issue 32.
  expect(FILES).toHaveLength(27);
  await openAs(page, 'dispatcher', '/operation/files');
  const cards = page.getByRole('list', { name: 'Files' });
  // Each card is named by its file's title (the address is not printed on it).
  const titleOf = (path: string) => FILES_BY_AREA.operation.find((r) => r.path === path)?.title ?? path;
  for (const path of FILES) await expect(cards.locator(`a[href="${path}"]`), path).toContainText(titleOf(path));
  for (const built of ['tariffOC', 'clientOCParm', 'contractTermOCParm']) {
    await expect(cards.locator(`a[href="/operation/files/${built}"]`), built).not.toContainText('not available yet');
  }

  // Each file's list, with rows and no error, is walked in no-console-errors.spec.ts (dispatcher).
});
