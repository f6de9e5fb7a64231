import { describe, expect, it } from 'vitest';
import { adminBeachBodySchema, adminBeachMessages, adminLocations } from '@shared/admin';
import type { DogRule } from '@shared/beaches';
import { easterToHalfTermBan, makeDogRule, makePeriod } from '@shared/testing/dog-rule';
import { makeBeach } from '@shared/testing/make-beach';
import {
  beachFormSchema,
  beachToFormValues,
  chooseLocationMessage,
  dogRuleMessages,
  dogRuleToFormValues,
  formValuesToDogRule,
  formValuesToPayload,
  isMonthDay,
  locationOptions,
  newDogRule,
  totalReviewsGoogleMessage,
  validDogRule,
  type BeachFormValues,
} from './beach-form';

const sidmouthRule: DogRule = {
  periods: [
    { kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: "between Jacob's Ladder" },
    { kind: 'lead', from: '01-01', to: '12-31', hours: { from: '10:00', to: '18:00' }, zone: null },
  ],
  leadOutsideBan: false,
  setBy: 'council',
  source: 'East Devon District Council PSPO (2023)',
  sourceUrl: 'https://eastdevon.gov.uk/dogs',
  checkedOn: '2023-04-24',
};

const filled = (overrides: Partial<BeachFormValues> = {}): BeachFormValues => ({
  ...beachToFormValues(makeBeach({ id: 5, name: 'Sidmouth', location: 'East Devon' })),
  ...overrides,
});

/** The messages the form's schema gives, by field path. */
function messagesOf(values: BeachFormValues): Record<string, string> {
  const result = beachFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('beachToFormValues', () => {
  it('gives an empty form for a new beach, year-round with no rule', () => {
    const values = beachToFormValues(null);
    expect(values).toMatchObject({
      name: '',
      location: '',
      latitude: '',
      longitude: '',
      description: '',
      accessType: 'year-round',
      hasParking: false,
      imageUrl: '',
      googleRating: '',
      totalReviewsGoogle: '',
      dogRule: null,
    });
  });

  it('fills the form from a beach: nulls as blanks, numbers as text, the rule editable', () => {
    const values = beachToFormValues(
      makeBeach({
        name: 'Sidmouth',
        latitude: '50.67800000',
        accessType: 'restricted',
        hasBeachCafe: true,
        accessInfo: null,
        googleRating: '4.50',
        totalReviewsGoogle: 120,
        dogRule: sidmouthRule,
      }),
    );
    expect(values).toMatchObject({
      name: 'Sidmouth',
      latitude: '50.67800000',
      accessType: 'restricted',
      hasBeachCafe: true,
      accessInfo: '',
      googleRating: '4.50',
      totalReviewsGoogle: '120',
    });
    expect(values.dogRule?.periods[0]?.zone).toBe("between Jacob's Ladder");
    expect(values.dogRule?.periods[1]?.zone).toBe('');
    expect(values.dogRule?.periods[1]?.hours).toEqual({ from: '10:00', to: '18:00' });
  });

  it('reads an unknown access type as year-round, the default', () => {
    expect(beachToFormValues(makeBeach({ accessType: 'mystery' })).accessType).toBe('year-round');
  });
});

describe('beachFormSchema: the dog texts', () => {
  const aprilBan = makeDogRule([makePeriod({ from: '04-01' })], {
    setBy: 'landowner',
    source: 'The estate',
    checkedOn: '2026-11-01',
  });
  const withRule = (texts: Partial<BeachFormValues>) =>
    filled({
      ...beachToFormValues(makeBeach({ location: 'South Devon', dogRule: aprilBan })),
      ...texts,
    });

  it('refuses a text whose dates are not the rule’s, as the server does', () => {
    expect(messagesOf(withRule({ accessInfo: 'No dogs about 15 March – 3 November.' }))).toEqual({
      accessInfo:
        'This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule',
    });
    expect(messagesOf(withRule({ restrictionPeriod: '10am - 6pm' }))).toEqual({
      restrictionPeriod:
        'This note says 10am–6pm but the rule says all day: change the note or the rule',
    });
  });

  it('accepts texts that say the rule, and any text without a rule', () => {
    expect(
      messagesOf(withRule({ seasonalRestrictions: 'No dogs 1 April - 30 September' })),
    ).toEqual({});
    expect(messagesOf(filled({ seasonalRestrictions: 'No dogs 15 March - 3 November' }))).toEqual(
      {},
    );
  });
});

describe('formValuesToPayload', () => {
  it('sends exactly the payload fields plus dogRule: text coordinates, blanks as null', () => {
    const payload = formValuesToPayload(
      filled({
        name: '  Sidmouth Beach ',
        slug: '',
        latitude: '50.6781234567',
        longitude: '-3.2395',
        hasParking: true,
        accessInfo: '   ',
        seasonalRestrictions: 'No dogs May 1 - September 30',
        imageUrl: '/uploads/beaches/sidmouth.webp',
        googleRating: '4.5',
        totalReviewsGoogle: '87',
        placeId: '',
      }),
    );
    expect(payload).toEqual({
      name: 'Sidmouth Beach',
      slug: null,
      location: 'East Devon',
      description: 'A beach.',
      latitude: '50.6781234567',
      longitude: '-3.2395',
      accessType: 'year-round',
      hasParking: true,
      hasFacilities: false,
      hasFreshWater: false,
      hasBeachCafe: false,
      hasLifeguards: false,
      accessInfo: null,
      seasonalRestrictions: 'No dogs May 1 - September 30',
      restrictionPeriod: null,
      imageUrl: '/uploads/beaches/sidmouth.webp',
      fullAddress: null,
      postcode: null,
      googleRating: '4.5',
      totalReviewsGoogle: 87,
      placeId: null,
      dogRule: null,
    });
    expect(adminBeachBodySchema.safeParse(payload).success).toBe(true);
  });

  it('never sends the fields the form does not show, so an edit cannot wipe them', () => {
    const payload = formValuesToPayload(filled());
    for (const kept of [
      'parkingInfo',
      'safetyNotes',
      'phone',
      'website',
      'aboutDescription',
      'facebookUrl',
      'instagramUrl',
      'twitterUrl',
      'youtubeUrl',
      'hasDogWalks',
    ]) {
      expect(payload).not.toHaveProperty(kept);
    }
  });

  it('sends a blank Google rating and count as null', () => {
    const payload = formValuesToPayload(filled({ googleRating: ' ', totalReviewsGoogle: '' }));
    expect(payload.googleRating).toBeNull();
    expect(payload.totalReviewsGoogle).toBeNull();
  });

  it('gives the dog rule back as it came (blank zone and source as null)', () => {
    const payload = formValuesToPayload(beachToFormValues(makeBeach({ dogRule: sidmouthRule })));
    expect(payload.dogRule).toEqual(sidmouthRule);
    const edited = beachToFormValues(makeBeach({ dogRule: sidmouthRule }));
    edited.dogRule!.source = '';
    edited.dogRule!.periods[0]!.zone = ' ';
    const sent = formValuesToPayload(edited).dogRule!;
    expect(sent.source).toBeNull();
    expect(sent.periods[0]!.zone).toBeNull();
  });
});

describe('beachFormSchema', () => {
  it('accepts a complete form, with coordinates of any number of decimals', () => {
    expect(messagesOf(filled({ latitude: '50.123456789012', longitude: '-3' }))).toEqual({});
  });

  it('requires the name, latitude, longitude and description, with the shared messages', () => {
    expect(
      messagesOf(filled({ name: ' ', latitude: '', longitude: '', description: '' })),
    ).toMatchObject({
      name: adminBeachMessages.nameRequired,
      latitude: adminBeachMessages.latitudeRequired,
      longitude: adminBeachMessages.longitudeRequired,
      description: adminBeachMessages.descriptionRequired,
    });
  });

  it('rejects coordinates out of range or not numbers', () => {
    expect(messagesOf(filled({ latitude: '91', longitude: 'west' }))).toMatchObject({
      latitude: adminBeachMessages.latitudeInvalid,
      longitude: adminBeachMessages.longitudeInvalid,
    });
  });

  it('takes a Google rating from 0 to 5 with decimals, and a whole count', () => {
    expect(messagesOf(filled({ googleRating: '4.75', totalReviewsGoogle: '12' }))).toEqual({});
    expect(messagesOf(filled({ googleRating: '5.5' }))).toMatchObject({
      googleRating: adminBeachMessages.googleRatingInvalid,
    });
    expect(messagesOf(filled({ googleRating: 'great' }))).toMatchObject({
      googleRating: adminBeachMessages.googleRatingInvalid,
    });
    expect(messagesOf(filled({ totalReviewsGoogle: '12.5' }))).toMatchObject({
      totalReviewsGoogle: totalReviewsGoogleMessage,
    });
  });

  it('checks the slug and photo URL as the server does, and asks for a location', () => {
    expect(
      messagesOf(filled({ slug: 'Not A Slug', imageUrl: 'ftp://x', location: '' })),
    ).toMatchObject({
      slug: adminBeachMessages.slugInvalid,
      imageUrl: adminBeachMessages.imageUrlInvalid,
      location: chooseLocationMessage,
    });
  });

  it('checks the dog rule: real dates, valid and different times, a web link, a full date', () => {
    const rule = newDogRule(new Date('2026-05-01T12:00:00Z'));
    rule.periods = [
      {
        kind: 'ban',
        from: '02-30',
        to: '09-30',
        hours: { from: '10:00', to: '10:00' },
        zone: '',
        confirmed: true,
      },
      {
        kind: 'lead',
        from: '01-01',
        to: '12-31',
        hours: { from: '25:00', to: '06:00' },
        zone: '',
        confirmed: true,
      },
      {
        kind: 'ban',
        from: { relativeTo: 'easter', offsetDays: 1.5 },
        to: '09-30',
        hours: null,
        zone: '',
        confirmed: true,
      },
    ];
    rule.sourceUrl = 'council website';
    rule.checkedOn = '2026-02-31';
    rule.orderEndsOn = '2026-13-01';
    expect(messagesOf(filled({ dogRule: rule }))).toEqual({
      'dogRule.periods.0.from': dogRuleMessages.dateInvalid,
      'dogRule.periods.0.hours.to': dogRuleMessages.timesEqual,
      'dogRule.periods.1.hours.from': dogRuleMessages.timeInvalid,
      'dogRule.periods.2.from': dogRuleMessages.offsetInvalid,
      'dogRule.sourceUrl': dogRuleMessages.sourceUrlInvalid,
      'dogRule.checkedOn': dogRuleMessages.checkedOnInvalid,
      'dogRule.orderEndsOn': dogRuleMessages.orderEndsOnInvalid,
    });
    expect(validDogRule(rule)).toBeUndefined();
  });

  it('accepts a new default rule, a rule over New Year and no rule', () => {
    const rule = newDogRule(new Date('2026-05-01T12:00:00Z'));
    expect(rule.checkedOn).toBe('2026-05-01');
    rule.periods[0] = { ...rule.periods[0]!, from: '10-01', to: '03-31' };
    expect(messagesOf(filled({ dogRule: rule }))).toEqual({});
    expect(validDogRule(rule)?.periods[0]).toMatchObject({ from: '10-01', to: '03-31' });
    expect(validDogRule(null)).toBeNull();
  });

  it('round-trips moving bounds, unconfirmed dates and the order end date', () => {
    const rule: DogRule = {
      periods: [easterToHalfTermBan, makePeriod({ zone: 'dunes', confirmed: false })],
      leadOutsideBan: false,
      setBy: 'landowner',
      source: 'Landowner',
      sourceUrl: null,
      checkedOn: '2021-03-01',
      orderEndsOn: '2027-03-24',
    };
    const values = dogRuleToFormValues(rule);
    expect(values.periods.map((period) => period.confirmed)).toEqual([true, false]);
    expect(values.orderEndsOn).toBe('2027-03-24');
    expect(formValuesToDogRule(values)).toEqual(rule);
    expect(validDogRule(values)).toEqual(rule);
  });
});

describe('helpers', () => {
  it('knows the days of the year, 29 February included', () => {
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('04-31')).toBe(false);
    expect(isMonthDay('13-01')).toBe(false);
    expect(isMonthDay('5-1')).toBe(false);
  });

  it('offers the admin locations, a prompt for a new beach, and a stored unknown one', () => {
    expect(locationOptions('South Devon').map((o) => o.value)).toEqual([...adminLocations]);
    expect(locationOptions('')[0]).toEqual({ value: '', label: 'Select a location…' });
    expect(locationOptions('Wales').at(-1)).toEqual({ value: 'Wales', label: 'Wales' });
  });
});
