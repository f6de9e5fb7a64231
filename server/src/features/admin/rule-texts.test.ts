import { describe, expect, it } from 'vitest';
import type { Beach, DogRule } from '@shared/beaches';
import { beachForm, send, type Method } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, admin: string;
useFixture({ admin: true }, (fixture) => {
  ({ ctx, admin } = fixture);
});

const call = (method: Method, url: string, payload?: object) =>
  send(ctx, method, url, admin, payload);

const banFrom = (from: string): DogRule => ({
  periods: [{ kind: 'ban', from, to: '09-30', hours: null, zone: null }],
  leadOutsideBan: false,
  setBy: 'landowner',
  source: 'The estate',
  sourceUrl: 'https://example.org/dogs',
  checkedOn: '2026-11-01',
});

const oldSeason = 'No dogs about 15 March – 3 November.';
const refusal =
  'This note says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule';

async function createBeach(name: string, fields: Record<string, unknown>) {
  const response = await call('POST', '/api/admin/beaches', beachForm({ name, ...fields }));
  expect(response.statusCode).toBe(201);
  return response.json<Beach>();
}

describe("the admin save keeps a beach's dog texts true to its rule", () => {
  it('refuses with 400 a new beach whose text contradicts its rule, naming the field', async () => {
    const response = await call(
      'POST',
      '/api/admin/beaches',
      beachForm({
        name: 'Contrary Cove',
        dogRule: banFrom('04-01'),
        seasonalRestrictions: oldSeason,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: refusal,
      errors: [{ path: 'seasonalRestrictions', message: refusal }],
    });
    const list = (await call('GET', '/api/admin/beaches')).json<Beach[]>();
    expect(list.some((beach) => beach.name === 'Contrary Cove')).toBe(false);
  });

  it('refuses a rule change that a stored text (not sent) would contradict, and changes nothing', async () => {
    const beach = await createBeach('Sands Of Time', {
      accessType: 'seasonal',
      dogRule: banFrom('03-15'),
      accessInfo: 'Dogs banned from 15 March to 30 September; welcome the rest of the year.',
      restrictionPeriod: '15 March - 30 September',
    });
    const { accessInfo: _kept, ...withoutText } = beachForm({ name: 'Sands Of Time' });
    const response = await call('PUT', `/api/admin/beaches/${beach.id}`, {
      ...withoutText,
      accessType: 'seasonal',
      dogRule: banFrom('04-01'),
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { path: string; message: string }[] }>();
    const said =
      'This note says 15 March – 30 September but the rule says 1 Apr – 30 Sep: change the note or the rule';
    expect(errors).toEqual([
      { path: 'accessInfo', message: said },
      { path: 'restrictionPeriod', message: said },
    ]);
    const stored = (await call('GET', `/api/admin/beaches`)).json<Beach[]>();
    expect(stored.find((found) => found.id === beach.id)?.dogRule?.periods[0]?.from).toBe('03-15');
  });

  it('saves the new season once the texts say it too, and the beach reads the new dates', async () => {
    const beach = await createBeach('Blackpool Test Sands', {
      accessType: 'seasonal',
      dogRule: banFrom('03-15'),
      seasonalRestrictions: 'No dogs 15 March - 30 September',
    });
    const response = await call('PUT', `/api/admin/beaches/${beach.id}`, {
      ...beachForm({ name: 'Blackpool Test Sands' }),
      accessType: 'seasonal',
      dogRule: banFrom('04-01'),
      accessInfo: 'Privately owned: the owner sets the season. Welcome 1 October to 31 March.',
      seasonalRestrictions: 'No dogs 1 April - 30 September',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Beach>();
    expect(saved.dogRule?.periods[0]).toMatchObject({ from: '04-01', to: '09-30' });
    expect(saved.seasonalRestrictions).toBe('No dogs 1 April - 30 September');
  });

  it('leaves texts alone on a beach without a structured rule', async () => {
    const beach = await createBeach('Ruleless Reach', {
      dogRule: null,
      seasonalRestrictions: 'No dogs 1 May - 30 September',
    });
    expect(beach.seasonalRestrictions).toBe('No dogs 1 May - 30 September');
  });
});
