import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * No serious or critical axe violation. Colour contrast needs a real layout, so it is left to the
 * browser tests, not measured in jsdom.
 */
export async function expectNoSeriousAxeIssues(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}
