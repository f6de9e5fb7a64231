import { randomBytes } from 'node:crypto';
import { test, type Page } from '@playwright/test';
import { blogReadingTime } from '@shared/blog';
import { asAdmin } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect } from './support/expect';

const toast = (page: Page, text: string) => page.getByText(text).first();

interface ListedPost {
  slug: string;
  title: string;
  content: string;
}

test('the blog lists its posts, opens one and goes back', async ({ page, request }) => {
  const posts = (await (await request.get('/api/blog')).json()) as ListedPost[];
  expect(posts.length).toBeGreaterThan(0);
  const post = posts[0]!;

  await page.goto('/blog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Devon Dog Beaches Blog' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Devon Dog Beaches Blog');
  const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
  // The newest post first, with its own reading time.
  await expect(cards.first()).toContainText(blogReadingTime(post.content));
  expect(await cards.count()).toBeGreaterThanOrEqual(posts.length);
  const listData = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string };
  expect(listData['@type']).toBe('Blog');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} | Devon Dog Beaches Blog`);
  await expect(page.getByText(/^By /)).toBeVisible();
  const postData = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; headline: string };
  expect(postData).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  await expect(page.getByRole('link', { name: 'Explore Beaches' })).toHaveAttribute(
    'href',
    '/beaches',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();

  await page.goto('/blog/no-such-post-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the contact form goes out once the ALTCHA widget has solved its challenge', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Nothing leaves the site: the challenge comes from our server and is solved in the browser.
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') elsewhere.push(sent.url());
  });
  const subject = `Winter walks (${testInfo.project.name} ${randomBytes(3).toString('hex')})`;

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Devon, England')).toBeVisible();

  // Sending without anything says what is missing.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Morwenna Trelawny');
  await page.getByLabel('Email', { exact: true }).fill('morwenna@example.org');
  await page.getByLabel('Subject (optional)').fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Are dogs allowed on Bantham beach in January?');

  // Focusing the form started the proof of work; the checkbox also starts it if it has not.
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  const checkbox = widget.getByRole('checkbox');
  if (
    !(await checkbox.isChecked()) &&
    (await widget.locator('[data-state="unverified"]').count())
  ) {
    await checkbox.click();
  }
  await expect(widget.locator('[data-state="verified"]')).toBeAttached({ timeout: 45_000 });
  await expect(page.getByText('Please complete the CAPTCHA verification')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message submitted successfully')).toBeVisible();
  // The thanks replaces the form, with the one promise about replies.
  await expect(
    page.getByRole('heading', { name: 'Thanks, Morwenna Trelawny. Your message has been sent.' }),
  ).toBeFocused();
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);
  await expect(page.getByText('We reply within two working days.')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Morwenna Trelawny');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  // The used payload is gone: the widget asks again.
  await expect(widget.locator('[data-state="verified"]')).toHaveCount(0);

  const admin = await asAdmin(request);
  const messages = (await (await admin.get('/api/admin/messages?page=1&pageSize=100')).json()) as {
    subject: string | null;
    email: string;
  }[];
  expect(messages.find((message) => message.subject === subject)).toMatchObject({
    email: 'morwenna@example.org',
  });
  expect(elsewhere).toEqual([]);
});
