import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DogRule } from '@shared/beaches';
import { amenityFlagsOf, emptyFacilities } from '@shared/facilities';
import { expectLinkTo } from '@/testing/links';
import { AmenitiesCard } from './amenities-card';
import { BathingWaterCard } from './bathing-water-card';
import { DogAccessCard } from './dog-access-card';
import { makeBeach } from './beach.fixture';
import { ContactCard } from './contact-card';
import { OverviewCard } from './overview-card';

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('OverviewCard', () => {
  it("reads 'N/A' in the Rating tile and 'No rating' by the stars when there is no rating", () => {
    render(<OverviewCard beach={makeBeach({ averageRating: 0, totalReviews: 0 })} />);
    expect(tile('Rating')).toHaveTextContent('N/A');
    expect(screen.getByText('No rating')).toBeInTheDocument();
    expect(tile('Reviews')).toHaveTextContent('0');
    expect(tile('Access')).toHaveTextContent('Year round access');
    expect(tile('Location')).toHaveTextContent('South Devon');
  });

  it('shows a rating to one decimal out of 5', () => {
    render(<OverviewCard beach={makeBeach({ averageRating: 4.25, totalReviews: 12 })} />);
    expect(tile('Rating')).toHaveTextContent('4.3/5');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });
});

describe('ContactCard', () => {
  it('is not rendered when there is nothing to contact', () => {
    const { container } = render(<ContactCard beach={makeBeach()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['website', { website: 'https://bantham-estate.co.uk' }],
    ['phone', { phone: '01548 560 897' }],
    ['address', { fullAddress: 'Bantham, Kingsbridge TQ7 3AN' }],
    ['Google rating', { googleRating: '4.7' }],
    ['social link', { instagramUrl: 'https://instagram.com/bantham' }],
  ])('appears with only a %s', (_, fields) => {
    render(<ContactCard beach={makeBeach(fields)} />);
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('links the website and phone, and shows the Google rating to one decimal', () => {
    render(
      <ContactCard
        beach={makeBeach({
          website: 'bantham-estate.co.uk',
          phone: '01548 560 897',
          googleRating: '4.70',
          totalReviewsGoogle: 120,
        })}
      />,
    );
    expectLinkTo(/bantham-estate\.co\.uk/, 'https://bantham-estate.co.uk');
    expectLinkTo('01548 560 897', 'tel:01548560897');
    expect(screen.getByText('4.7/5 (120 reviews)')).toBeInTheDocument();
  });
});

describe('AmenitiesCard', () => {
  it("greys out what a beach without recorded facilities lacks with 'Not known'", () => {
    render(<AmenitiesCard beach={makeBeach({ hasParking: true, hasBeachCafe: true })} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual([
      'Parking',
      'Facilities',
      'Fresh Water',
      'Beach Café',
      'Lifeguards',
      'Dog Walks',
    ]);
    const byName = (name: string) => items.find((item) => item.textContent?.startsWith(name))!;
    expect(byName('Parking')).toHaveTextContent('Available');
    expect(byName('Parking')).toHaveAttribute('data-available', 'true');
    expect(byName('Beach Café')).toHaveTextContent('Available');
    for (const name of ['Facilities', 'Fresh Water', 'Lifeguards', 'Dog Walks']) {
      expect(byName(name)).toHaveTextContent('Not known');
      expect(byName(name)).toHaveAttribute('data-available', 'false');
    }
    expect(screen.getByText('Facilities not checked against a source yet.')).toBeInTheDocument();
  });

  it('says yes, no and not known apart, with each detail, its source and the checked date', () => {
    const bare = { detail: null, source: null, season: null };
    const facilities = {
      ...emptyFacilities(),
      checkedOn: '2026-11-27',
      parking: { ...bare, state: 'yes', detail: 'National Trust car park' },
      cafe: { ...bare, state: 'no', source: 'https://example.org/no-cafe' },
      lifeguards: {
        state: 'yes',
        detail: 'RNLI, 10am-6pm',
        source: 'https://rnli.example/2025',
        season: { from: '2025-07-05', to: '2025-09-07' },
      },
    } as const;
    render(<AmenitiesCard beach={makeBeach({ ...amenityFlagsOf(facilities), facilities })} />);
    const row = (name: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name))!;
    expect(row('Parking')).toHaveTextContent('AvailableNational Trust car park');
    expect(row('Beach Café')).toHaveTextContent('Not available');
    expect(row('Beach Café')).toHaveAttribute('data-state', 'no');
    expect(
      within(row('Beach Café')).getByRole('link', { name: /Source for Beach Café/ }),
    ).toHaveAttribute('href', 'https://example.org/no-cafe');
    expect(row('Lifeguards')).toHaveTextContent('RNLI, 10am-6pm');
    expect(row('Fresh Water')).toHaveTextContent('Not known');
    expect(row('Step-free access')).toHaveTextContent('Not known');
    expect(screen.getByText(/Facilities last checked 27 November 2026/)).toBeInTheDocument();
  });
});

describe('BathingWaterCard', () => {
  const water = {
    name: 'Exmouth',
    eubwid: 'ukk4301-22300',
    profileUrl: 'https://environment.data.gov.uk/bwq/profiles/profile.html?site=ukk4301-22300',
    source: null,
  };

  it('shows the classification with its year and links to the EA profile', () => {
    render(
      <BathingWaterCard bathingWater={{ ...water, classification: 'Excellent', year: 2025 }} />,
    );
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText(/Environment Agency classification for 2025/)).toBeInTheDocument();
    expectLinkTo(/Environment Agency profile/, water.profileUrl);
  });

  it('says the classification is not known rather than guess one', () => {
    render(<BathingWaterCard bathingWater={{ ...water, classification: null, year: null }} />);
    expect(screen.getByText(/Its latest classification is not known here/)).toBeInTheDocument();
  });
});

describe('DogAccessCard', () => {
  const notNamed: DogRule = {
    periods: [],
    leadOutsideBan: false,
    setBy: 'council',
    namedInOrder: false,
    orderKind: 'pspo',
    source: 'Not named in the PSPO (Dog Control) 2024 (North Devon Council)',
    sourceUrl: 'https://example.gov.uk/order',
    checkedOn: '2026-11-27',
    orderEndsOn: '2026-12-31',
  };

  it('says a beach is not named in the order, and when the order ends', () => {
    render(<DogAccessCard beach={makeBeach({ dogRule: notNamed })} today="2026-11-27" />);
    expect(
      screen.getByText('Not named in the council’s dog order: no council restriction here'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The order ends 31 December 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/Checked against the local council’s dog order\./)).toBeInTheDocument();
    expect(screen.queryByText(/Set by the local council/)).not.toBeInTheDocument();
  });

  it('says the order expired once its end has passed', () => {
    render(<DogAccessCard beach={makeBeach({ dogRule: notNamed })} today="2027-01-01" />);
    expect(screen.getByText(/The order expired on 31 December 2026\./)).toBeInTheDocument();
  });

  it("says the rule's own sentences, not the hand-written season, and the note after them", () => {
    const { container } = render(
      <DogAccessCard
        beach={makeBeach({
          dogRule: {
            ...notNamed,
            namedInOrder: true,
            periods: [
              {
                kind: 'ban',
                from: '04-01',
                to: '09-30',
                hours: { from: '10:00', to: '18:00' },
                zone: 'The main beach',
              },
            ],
          },
          accessInfo: 'Keep dogs on a lead through the car park.',
          seasonalRestrictions: 'No dogs about 15 March - 3 November',
          restrictionPeriod: '15 March - 3 November',
        })}
        today="2026-11-27"
      />,
    );
    const rule = screen.getByRole('heading', { name: 'The rule' }).parentElement!;
    expect(
      within(rule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dogs banned 1 Apr – 30 Sep, 10am–6pm, on the main beach; allowed on the rest of the beach',
      'Dogs allowed at other times',
    ]);
    const note = screen.getByRole('heading', { name: 'Note' });
    expect(note.nextElementSibling).toHaveTextContent('Keep dogs on a lead through the car park.');
    // The note comes after the rule's sentences.
    expect(rule.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container).not.toHaveTextContent(/March|November/);
  });

  it('shows the hand-written texts of a beach without a structured rule', () => {
    render(
      <DogAccessCard
        beach={makeBeach({
          dogRule: null,
          accessInfo: 'Dogs welcome on leads by the slipway.',
          seasonalRestrictions: 'No dogs in summer',
        })}
        today="2026-11-27"
      />,
    );
    expect(screen.getByText('Dogs welcome on leads by the slipway.')).toBeInTheDocument();
    expect(screen.getByText('No dogs in summer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Note' })).not.toBeInTheDocument();
  });
});
