import { describe, expect, it } from 'vitest';
import { emailShareUrl, popupFeatures, publicLink, socialShareUrl } from './share-links';

describe('share links', () => {
  it('builds the public link from PUBLIC_URL and the path', () => {
    expect(publicLink('https://devondogbeaches.co.uk', '/beach/bantham')).toBe(
      'https://devondogbeaches.co.uk/beach/bantham',
    );
    expect(publicLink('https://devondogbeaches.co.uk/', '/beach/bantham')).toBe(
      'https://devondogbeaches.co.uk/beach/bantham',
    );
  });

  it('builds each channel with the link and text encoded', () => {
    const url = 'https://example.org/beach/bantham';
    const text = 'Bantham, South Devon: Year round access for dogs. Rating N/A (0 reviews).';
    expect(socialShareUrl('facebook', url, text)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    const x = new URL(socialShareUrl('x', url, text));
    expect(x.origin).toBe('https://x.com');
    expect(x.searchParams.get('text')).toBe(text);
    expect(x.searchParams.get('url')).toBe(url);
    expect(new URL(socialShareUrl('whatsapp', url, text)).searchParams.get('text')).toBe(
      `${text} ${url}`,
    );
    const mail = emailShareUrl('Bantham', url, text);
    expect(mail).toMatch(/^mailto:\?subject=Bantham&body=/);
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(`${text}\n\n${url}`);
  });

  it('opens pop-ups 600x400, centred on the window', () => {
    expect(popupFeatures(100, 50, 1400, 900)).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
    expect(popupFeatures()).toMatch(/^width=600,height=400,left=0,top=0/);
  });
});
