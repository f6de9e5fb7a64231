import type { DogRule } from '@shared/beaches';

/** A summer ban, 1 May to 30 September, 10:00 to 18:00, with no end to the order. */
export const summerBan: DogRule = {
  periods: [
    { kind: 'ban', from: '05-01', to: '09-30', hours: { from: '10:00', to: '18:00' }, zone: null },
  ],
  leadOutsideBan: false,
  setBy: 'council',
  orderKind: 'byelaw',
  source: 'Byelaws of the test council',
  sourceUrl: null,
  checkedOn: '2026-11-27',
};
