import type { Page } from '@playwright/test';

/** The beach's entry in My beaches on the profile. */
export const myBeach = (page: Page, beach: { name: string }) =>
  page.getByTestId('my-beach').filter({ hasText: beach.name });

/** The private note field of the beach's entry in My beaches. */
export const myBeachNote = (page: Page, beach: { name: string }) =>
  myBeach(page, beach).getByLabel(`Private note for ${beach.name}`);
