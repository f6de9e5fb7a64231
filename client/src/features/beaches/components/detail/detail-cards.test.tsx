import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmenitiesCard } from './amenities-card';
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
    expect(screen.getByRole('link', { name: /bantham-estate\.co\.uk/ })).toHaveAttribute(
      'href',
      'https://bantham-estate.co.uk',
    );
    expect(screen.getByRole('link', { name: '01548 560 897' })).toHaveAttribute(
      'href',
      'tel:01548560897',
    );
    expect(screen.getByText('4.7/5 (120 reviews)')).toBeInTheDocument();
  });
});

describe('AmenitiesCard', () => {
  it("greys out what a beach lacks with 'Not available'", () => {
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
      expect(byName(name)).toHaveTextContent('Not available');
      expect(byName(name)).toHaveAttribute('data-available', 'false');
    }
  });
});
