import { z } from 'zod';
import { contributionBeachShape } from './profile';

/** Reports that a beach's dog rules changed, sent from the beach page. */
export const minRuleReportLength = 10;
export const maxRuleReportLength = 2000;
/** Reports per user in a day: plenty for a walk along a coast, not enough to flood the back office. */
export const ruleReportsPerDay = 5;
export const ruleReportStatuses = ['open', 'resolved'] as const;
export type RuleReportStatus = (typeof ruleReportStatuses)[number];

export const ruleReportMessages = {
  reportRequired: 'Please tell us what the sign or the council says.',
  reportTooShort: `Please write at least ${minRuleReportLength} characters`,
  reportTooLong: `Reports must be at most ${maxRuleReportLength} characters`,
  tooMany: `You can send at most ${ruleReportsPerDay} rule reports a day. Please try again tomorrow.`,
  onePhoto: 'Please attach one photo of the sign at most.',
  notFound: 'Rule report not found',
  thanks: "Thanks! We'll check the rules and update the beach.",
  resolved: 'Rule report resolved',
} as const;

export const ruleReportTextSchema = z
  .string({ error: ruleReportMessages.reportRequired })
  .trim()
  .min(1, { error: ruleReportMessages.reportRequired, abort: true })
  .min(minRuleReportLength, { error: ruleReportMessages.reportTooShort })
  .max(maxRuleReportLength, { error: ruleReportMessages.reportTooLong });

export const createRuleReportBodySchema = z.object({ report: ruleReportTextSchema });
export type CreateRuleReportBody = z.input<typeof createRuleReportBodySchema>;

/** What the reporter gets back. */
export const ruleReportSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  report: z.string(),
  photoUrl: z.string().nullable(),
  status: z.enum(ruleReportStatuses),
  createdAt: z.string(),
});
export type RuleReport = z.infer<typeof ruleReportSchema>;

/** The signed-in user's own reports (`GET /api/my/rule-reports`): open or resolved, and when. */
export const myRuleReportSchema = ruleReportSchema.extend({
  ...contributionBeachShape,
  resolvedAt: z.string().nullable(),
});
export type MyRuleReport = z.infer<typeof myRuleReportSchema>;

/** What administrators see in the Community tab: the report and who sent it. */
export const adminRuleReportSchema = myRuleReportSchema.extend({
  reporter: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
});
export type AdminRuleReport = z.infer<typeof adminRuleReportSchema>;
