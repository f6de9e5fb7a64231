import { expect as baseExpect } from '@playwright/test';

/**
 * Playwright's expect, waiting up to 15 s rather than 5: pages load their code lazily, and the tests
 * share two busy cores, so a slow answer is not yet a failure.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
