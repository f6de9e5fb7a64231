import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@shared/contact';
import type { TestContext } from './helper';

/** What the ALTCHA widget does: solves a challenge and encodes `{challenge, solution}` as base64 JSON. */
export async function solvedPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved CAPTCHA from `GET /api/captcha`, ready to send as `recaptchaToken`. */
export async function captchaToken(ctx: TestContext): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/captcha' });
  if (response.statusCode !== 200) throw new Error(`captcha: ${response.body}`);
  return solvedPayload(response.json<CaptchaChallenge>());
}
