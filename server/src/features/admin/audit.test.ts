import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only what changed, as before and after halves', () => {
    expect(
      changedFields(
        { name: 'Bantham', hasParking: true, accessInfo: null },
        { name: 'Bantham Beach', hasParking: true, accessInfo: undefined },
      ),
    ).toEqual({ before: { name: 'Bantham' }, after: { name: 'Bantham Beach' } });
  });

  it('sees an object with its keys in another order as unchanged', () => {
    const stored = {
      periods: [{ from: '05-01', until: '09-30', kind: 'ban' }],
      leadsOtherwise: false,
    };
    const sent = {
      leadsOtherwise: false,
      periods: [{ kind: 'ban', until: '09-30', from: '05-01' }],
    };
    expect(changedFields({ dogRule: stored }, { dogRule: sent })).toEqual({
      before: {},
      after: {},
    });
  });

  it('counts a cleared field as a change', () => {
    expect(
      changedFields<Record<string, unknown>>({ postcode: 'TQ7 3AP' }, { postcode: null }),
    ).toEqual({
      before: { postcode: 'TQ7 3AP' },
      after: { postcode: null },
    });
  });
});
