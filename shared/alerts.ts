import { z } from 'zod';

/**
 * Rule-change alerts on a favourite beach: a seasonal ban starting or ending soon, or an
 * administrator changing the beach's dog rule.
 */
export const alertKinds = ['ban-starts', 'ban-ends', 'rule-change'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** How many days before a seasonal ban starts or ends its alert is sent. */
export const alertDaysAhead = 3;

export const alertMessages = {
  enabledMustBeBoolean: 'enabled must be true or false',
  badToken: 'This unsubscribe link is not valid',
  unsubscribed: 'Rule-change e-mails for this beach are off',
} as const;

export const favoriteAlertsBodySchema = z.object({
  enabled: z.boolean({ error: alertMessages.enabledMustBeBoolean }),
});
export type FavoriteAlertsBody = z.input<typeof favoriteAlertsBodySchema>;
