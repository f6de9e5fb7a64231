import { describe, expect, it } from 'vitest';
import { commonPasswordMessage } from '../auth/common-passwords';
import { adminPasswordProblem } from './admin-password';

describe('an administrator password', () => {
  it.each(['password1', 'qwerty123', 'Password123', 'trustno1'])('refuses %s as common', (word) => {
    expect(adminPasswordProblem(word)).toBe(commonPasswordMessage);
  });

  it.each([undefined, '', 'harbour'])('refuses %j as too short', (word) => {
    expect(adminPasswordProblem(word)).toBe('The password must be at least 8 characters');
  });

  it('accepts an uncommon one', () => {
    expect(adminPasswordProblem('harbour-master')).toBeNull();
  });
});
