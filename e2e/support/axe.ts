import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the site promises. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical findings on the page as it is now, one line per rule with the
 * elements it found ("color-contrast: main h2, .badge"); an empty list when there are none.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (within) builder.include(within);
  // Leaflet's tile layer cannot load here; its placeholder is not ours to judge.
  const results = await builder.exclude('.leaflet-container').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Fails the test when axe finds a serious or critical problem on the page as it is now, or in the
 * part of it `within` selects (CSS); `what` names it in the failure message.
 */
export async function expectAccessible(page: Page, what: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), `axe findings on ${what}`).toEqual([]);
}

/**
 * The same for the open dialog (or menu) alone: the page behind it is inert and has its own check,
 * and analysing it again under every dialog would cost seconds each time.
 */
export async function expectAccessibleDialog(page: Page, what: string): Promise<void> {
  await expectAccessible(page, what, '[role="dialog"], [role="alertdialog"], [role="menu"]');
}
