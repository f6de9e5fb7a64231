import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/stub-api';
import { createAnalytics } from './analytics';

const scriptUrl = 'https://plausible.example/js/script.js';
const analyticsScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === scriptUrl);

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.plausible;
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('loads nothing, sends nothing and sets no cookie when no provider is configured', () => {
    const fetchMock = stubApi({});
    const analytics = createAnalytics();
    analytics.track('search', { query: 'bantham' });
    analytics.configure(null);
    analytics.track('filter', { beachType: 'sandy' });
    analytics.track('login');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.plausible).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('loads the script once and reports events through window.plausible', () => {
    const analytics = createAnalytics();
    analytics.track('search', { query: 'bantham' }); // before /api/site answers: held
    analytics.configure(scriptUrl);
    analytics.configure(scriptUrl);
    analytics.track('sign_up');
    analytics.track('filter', { beachType: 'sandy', hasParking: true });

    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]).toHaveAttribute('data-domain', window.location.hostname);
    expect(window.plausible?.q).toEqual([
      ['search', { props: { query: 'bantham' } }],
      ['sign_up'],
      ['filter', { props: { beachType: 'sandy', hasParking: true } }],
    ]);
  });

  it('uses the provider function once the script has replaced the queue', () => {
    const provider = vi.fn();
    window.plausible = provider;
    const analytics = createAnalytics();
    analytics.configure(scriptUrl);
    analytics.track('login');
    expect(provider).toHaveBeenCalledWith('login');
  });
});
