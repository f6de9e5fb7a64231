import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('goes on after the current task, each caller in turn', async () => {
    const order: string[] = [];
    const first = yieldToMain().then(() => order.push('first'));
    const second = yieldToMain().then(() => order.push('second'));
    await Promise.resolve();
    order.push('same task');
    await Promise.all([first, second]);
    expect(order).toEqual(['same task', 'first', 'second']);
  });
});
