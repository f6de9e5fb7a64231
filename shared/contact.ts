import { z } from 'zod';
import { atMost, requiredText, textOrNull } from './form-fields';

/** The contact form (docs/product.md, "Contact"). */
export const contactMessages = {
  tooMany: 'You have sent several messages in the last hour. Please try again later.',
  required: 'Please fill in all required fields',
  captcha: 'Please complete the CAPTCHA verification',
  emailInvalid: 'Please enter a valid email address',
  successTitle: 'Message submitted successfully',
  /**
   * The one promise the site makes about answers: a person reads the mailed message and replies
   * from the office, so working days, not hours.
   */
  replyPromise: 'We reply within two working days.',
  failureTitle: 'Failed to send message',
  sendAnother: 'Send another message',
} as const;

/** The panel that replaces the form once a message is sent: "Thanks, Sam. Your message has been sent." */
export const contactSentTitle = (name: string) =>
  `Thanks, ${name.trim()}. Your message has been sent.`;

export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const required = (max: number) => requiredText(contactMessages.required, max, atMost(max));

/** `POST /api/contact`: the solved ALTCHA payload travels in the field named `recaptchaToken`. */
export const contactBodySchema = z.object(
  {
    name: required(contactLimits.name),
    email: required(contactLimits.email).pipe(z.email({ error: contactMessages.emailInvalid })),
    subject: textOrNull(contactLimits.subject),
    message: required(contactLimits.message),
    recaptchaToken: requiredText(contactMessages.captcha, 10_000, contactMessages.captcha),
  },
  { error: contactMessages.required },
);
export type ContactBody = z.output<typeof contactBodySchema>;
export type ContactInput = z.input<typeof contactBodySchema>;

/**
 * An ALTCHA (v2 proof of work) challenge's parameters, as issued and as a solution sends them
 * back. They are signed as a whole, so they travel untouched, unknown keys included.
 */
export const captchaParametersSchema = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  expiresAt: z.number().optional(),
});

/** `GET /api/captcha`: a challenge for the widget's `challenge` attribute. */
export const captchaChallengeSchema = z.object({
  parameters: captchaParametersSchema,
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
