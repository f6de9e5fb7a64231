import { z } from 'zod';
import { capitalisedLabels } from './labels';
import { formatLondonTime } from './time-of-day';
import { contributionBeachShape } from './profile';

/** "I'm here" check-ins: a rough sign of how busy a beach is today. */
export const checkinMoods = ['happy', 'relaxed', 'excited', 'tired'] as const;
export type CheckinMood = (typeof checkinMoods)[number];
export const checkinMoodLabels = capitalisedLabels(checkinMoods);

export const checkinWeathers = ['sunny', 'cloudy', 'windy', 'rainy'] as const;
export type CheckinWeather = (typeof checkinWeathers)[number];
export const checkinWeatherLabels = capitalisedLabels(checkinWeathers);

export const maxDogsPerCheckin = 10;
export const maxCheckinMessageLength = 280;
/** One check-in per user and beach in this many hours: a count of people, not of taps. */
export const checkinIntervalHours = 2;

export const checkinMessages = {
  dogCount: `Dog count must be a whole number from 1 to ${maxDogsPerCheckin}`,
  mood: `Mood must be one of: ${checkinMoods.join(', ')}`,
  weather: `Weather must be one of: ${checkinWeathers.join(', ')}`,
  messageTooLong: `The message must be at most ${maxCheckinMessageLength} characters`,
  tooSoon: `You have already checked in here in the last ${checkinIntervalHours} hours`,
  created: "Thanks! You're checked in.",
} as const;

export const createCheckinBodySchema = z.object({
  mood: z.enum(checkinMoods, { error: checkinMessages.mood }).nullish(),
  dogCount: z
    .number({ error: checkinMessages.dogCount })
    .int({ error: checkinMessages.dogCount })
    .min(1, { error: checkinMessages.dogCount })
    .max(maxDogsPerCheckin, { error: checkinMessages.dogCount })
    .default(1),
  weatherCondition: z.enum(checkinWeathers, { error: checkinMessages.weather }).nullish(),
  message: z
    .string()
    .trim()
    .max(maxCheckinMessageLength, { error: checkinMessages.messageTooLong })
    .transform((text) => (text === '' ? null : text))
    .nullish(),
});
export type CreateCheckinBody = z.input<typeof createCheckinBodySchema>;

export const checkinSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  mood: z.enum(checkinMoods).nullable(),
  dogCount: z.number().int(),
  weatherCondition: z.enum(checkinWeathers).nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Checkin = z.infer<typeof checkinSchema>;

/** The signed-in user's own check-ins (`GET /api/my/checkins`), newest first. */
export const myCheckinSchema = checkinSchema.extend(contributionBeachShape);
export type MyCheckin = z.infer<typeof myCheckinSchema>;

/**
 * Today's check-ins at one beach, counted over the Europe/London calendar day, and when the
 * signed-in user checked in there if another check-in would be refused (none for a visitor).
 */
export const checkinsTodaySchema = z.object({
  dogs: z.number().int(),
  checkins: z.number().int(),
  myCheckinAt: z.string().nullish(),
});
export type CheckinsToday = z.infer<typeof checkinsTodaySchema>;

/** "No dogs checked in yet today", "1 dog checked in today", "5 dogs checked in today". */
export const dogsTodayText = (dogs: number) =>
  dogs === 0
    ? 'No dogs checked in yet today'
    : `${dogs} ${dogs === 1 ? 'dog' : 'dogs'} checked in today`;

/** "Checked in at 1:36pm", in London time. */
export const checkedInText = (at: string | Date): string => `Checked in at ${formatLondonTime(at)}`;
