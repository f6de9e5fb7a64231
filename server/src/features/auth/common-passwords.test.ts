import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  commonPasswordCount,
  commonPasswordMessage,
  isCommonPassword,
  refusingCommon,
} from './common-passwords';

describe('common passwords', () => {
  it('come from a list of at least ten thousand', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password1', 'qwerty123', '123456', 'iloveyou', 'trustno1'])('%s is common', (word) => {
    expect(isCommonPassword(word)).toBe(true);
  });

  it('compare in any letter case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
  });

  it.each(['sandy-paws', 'Woolacombe at low tide', 'pw-5f0c9e1a2b3d'])('%s is not', (word) => {
    expect(isCommonPassword(word)).toBe(false);
  });

  it('leave the too-short ones to the length rule', () => {
    // "12345" is the list's sixth most common, but its length already refuses it.
    expect(isCommonPassword('12345')).toBe(false);
  });

  it('refuse through a schema, on the field itself', () => {
    const body = z.object({ password: refusingCommon(z.string().min(6)) });
    const refused = body.safeParse({ password: 'Password1' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: commonPasswordMessage }),
    ]);
    expect(body.safeParse({ password: 'sandy-paws' }).success).toBe(true);
  });
});
