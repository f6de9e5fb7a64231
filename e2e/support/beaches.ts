import { expect, type Page, type TestInfo } from '@playwright/test';

export interface ListedBeach {
  id: number;
  slug: string;
  name: string;
}

/**
 * A beach of its own for a writing test (the writers run side by side on one server), so counts
 * and ratings one test sees are not moved by another. Each spec owns a block of the name-sorted
 * list: admin 5-6, community 20-39, photos 60-61, toolkit 80-87, profile 90-92 (phone only); the
 * desktop project takes the block's second half (`perProject` further on).
 */
export async function writerBeach(
  page: Page,
  testInfo: TestInfo,
  block: { first: number; perProject: number },
  offset = 0,
): Promise<ListedBeach> {
  const beaches = (await (
    await page.request.get('/api/beaches?sortBy=name')
  ).json()) as ListedBeach[];
  const projectOffset = testInfo.project.name.startsWith('phone') ? 0 : block.perProject;
  return beaches[block.first + projectOffset + offset]!;
}

/** Opens the beach's page and waits, up to 30 s, for its heading. */
export async function openBeach(page: Page, beach: { slug: string; name: string }) {
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible({
    timeout: 30_000,
  });
}
