import { z } from 'zod';
import {
  adminBeachBodySchema,
  adminLocations,
  beachTextFields,
  type BeachTextField,
} from '@shared/admin';
import { ruleTextIssues } from '@shared/rule-text-check';
import {
  accessTypes,
  dogRuleSchema,
  easterBoundSchema,
  halfTermBoundSchema,
  type AccessType,
  type Beach,
  type DogRule,
  type DogRulePeriod,
} from '@shared/beaches';

/** The dog rule editor's own checks (the shared schema only checks the shapes of the texts). */
export const dogRuleMessages = {
  dateInvalid: 'Choose a date that exists (for example 1 May)',
  timeInvalid: 'Enter a time such as 10:00',
  timesEqual: 'The start and end times must differ',
  sourceUrlInvalid: 'Source link must be a web address (https://…)',
  checkedOnInvalid: 'Enter the date checked as a full date',
  offsetInvalid: 'Enter a whole number of days from -90 to 90',
  orderEndsOnInvalid: 'Enter the date the order ends as a full date',
} as const;

/** Ours, for a new beach whose area is not chosen yet. */
export const chooseLocationMessage = 'Choose a location';
export const totalReviewsGoogleMessage = 'Google Reviews count must be a whole number';

/** A fixed month-day ("05-01") as typed, or a bound that moves with Easter or a half-term. */
const boundFormSchema = z.union([
  z.string(),
  // As typed: a fraction, or nothing (NaN), is the editor's message to give, not a form error.
  z.object({ relativeTo: z.literal('easter'), offsetDays: z.union([z.number(), z.nan()]) }),
  halfTermBoundSchema,
]);
export type BoundFormValue = z.infer<typeof boundFormSchema>;

const dogRulePeriodFormSchema = z.object({
  kind: z.enum(['ban', 'lead']),
  from: boundFormSchema,
  to: boundFormSchema,
  /** Local times, "10:00"; null when the period covers the whole day. */
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Blank when the period covers the whole beach. */
  zone: z.string(),
  /** False when no source gives the dates: the site then sends visitors to the signs. */
  confirmed: z.boolean(),
});
export type DogRulePeriodFormValues = z.infer<typeof dogRulePeriodFormSchema>;

const dogRuleFormSchema = z.object({
  periods: z.array(dogRulePeriodFormSchema),
  leadOutsideBan: z.boolean(),
  setBy: z.enum(['council', 'landowner', 'none']),
  source: z.string(),
  sourceUrl: z.string(),
  /** yyyy-MM-dd, or blank. */
  checkedOn: z.string(),
  /** The last day the order is in force, yyyy-MM-dd, or blank when no source gives one. */
  orderEndsOn: z.string(),
});
export type DogRuleFormValues = z.infer<typeof dogRuleFormSchema>;

/** What the inputs hold: text as typed, checkboxes as booleans, the dog rule or null for none. */
const beachFormFieldsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  location: z.string(),
  description: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  accessType: z.enum(accessTypes),
  hasParking: z.boolean(),
  hasFacilities: z.boolean(),
  hasFreshWater: z.boolean(),
  hasBeachCafe: z.boolean(),
  hasLifeguards: z.boolean(),
  accessInfo: z.string(),
  seasonalRestrictions: z.string(),
  restrictionPeriod: z.string(),
  imageUrl: z.string(),
  fullAddress: z.string(),
  postcode: z.string(),
  googleRating: z.string(),
  totalReviewsGoogle: z.string(),
  placeId: z.string(),
  dogRule: dogRuleFormSchema.nullable(),
});
export type BeachFormValues = z.infer<typeof beachFormFieldsSchema>;

/** The fields shown under "More details": less often edited, but ours to keep right. */
export const moreDetailFields = [
  'slug',
  'fullAddress',
  'postcode',
  'googleRating',
  'totalReviewsGoogle',
  'placeId',
] as const satisfies readonly (keyof BeachFormValues)[];

/**
 * The body of `POST /api/admin/beaches` and `PUT /api/admin/beaches/{id}` (docs/product.md,
 * "API"), with the structured `dogRule`.
 */
export interface BeachPayload {
  name: string;
  /** Null: keep the beach's slug (edit) or make one from the name (add). */
  slug: string | null;
  location: string;
  description: string;
  latitude: string;
  longitude: string;
  accessType: AccessType;
  hasParking: boolean;
  hasFacilities: boolean;
  hasFreshWater: boolean;
  hasBeachCafe: boolean;
  hasLifeguards: boolean;
  accessInfo: string | null;
  seasonalRestrictions: string | null;
  restrictionPeriod: string | null;
  imageUrl: string | null;
  fullAddress: string | null;
  postcode: string | null;
  googleRating: string | null;
  totalReviewsGoogle: number | null;
  placeId: string | null;
  dogRule: DogRule | null;
}

const isAccessType = (value: string): value is AccessType =>
  (accessTypes as readonly string[]).includes(value);

const textOrBlank = (value: string | null | undefined) => value ?? '';
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const newDogRulePeriod = (): DogRulePeriodFormValues => ({
  kind: 'ban',
  from: '05-01',
  to: '09-30',
  hours: null,
  zone: '',
  confirmed: true,
});

/** A rule to start from: the usual Devon summer ban, set by the council, checked today. */
export const newDogRule = (today = new Date()): DogRuleFormValues => ({
  periods: [newDogRulePeriod()],
  leadOutsideBan: false,
  setBy: 'council',
  source: '',
  sourceUrl: '',
  checkedOn: today.toISOString().slice(0, 10),
  orderEndsOn: '',
});

export const dogRuleToFormValues = (rule: DogRule): DogRuleFormValues => ({
  periods: rule.periods.map((period) => ({
    kind: period.kind,
    from: period.from,
    to: period.to,
    hours: period.hours ? { ...period.hours } : null,
    zone: textOrBlank(period.zone),
    confirmed: period.confirmed !== false,
  })),
  leadOutsideBan: rule.leadOutsideBan,
  setBy: rule.setBy,
  source: textOrBlank(rule.source),
  sourceUrl: textOrBlank(rule.sourceUrl),
  checkedOn: textOrBlank(rule.checkedOn),
  orderEndsOn: textOrBlank(rule.orderEndsOn),
});

export const formValuesToDogRule = (rule: DogRuleFormValues): DogRule => ({
  periods: rule.periods.map((period): DogRulePeriod => ({
    kind: period.kind,
    from: period.from,
    to: period.to,
    hours: period.hours ? { from: period.hours.from, to: period.hours.to } : null,
    zone: blankToNull(period.zone),
    // Written only when false, so a confirmed rule reads as it always did.
    ...(period.confirmed ? {} : { confirmed: false }),
  })),
  leadOutsideBan: rule.leadOutsideBan,
  setBy: rule.setBy,
  source: blankToNull(rule.source),
  sourceUrl: blankToNull(rule.sourceUrl),
  checkedOn: blankToNull(rule.checkedOn),
  ...(rule.orderEndsOn.trim() ? { orderEndsOn: rule.orderEndsOn.trim() } : {}),
});

const amenityKeys = [
  'hasParking',
  'hasFacilities',
  'hasFreshWater',
  'hasBeachCafe',
  'hasLifeguards',
] as const;

type FormBeachText = Extract<BeachTextField, keyof BeachFormValues>;
const hasInput = (key: BeachTextField): key is FormBeachText => key in beachFormFieldsSchema.shape;

/** The optional texts the form has inputs for: a blank one is sent as null. */
const optionalTextKeys = ['slug', 'googleRating', ...beachTextFields.filter(hasInput)] as const;

/** Every text the form holds as typed: a beach without one shows it blank. */
const textKeys = [
  'name',
  'location',
  'description',
  'latitude',
  'longitude',
  ...optionalTextKeys,
] as const;

/** An object with each of `keys` and its `value`. */
const byKey = <Key extends string, Value>(keys: readonly Key[], value: (key: Key) => Value) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<Key, Value>;

/** The form filled from a beach, or empty for a new one (access type year-round). */
export function beachToFormValues(beach: Beach | null): BeachFormValues {
  return {
    ...byKey(textKeys, (key) => textOrBlank(beach?.[key])),
    ...byKey(amenityKeys, (key) => beach?.[key] ?? false),
    accessType: beach && isAccessType(beach.accessType) ? beach.accessType : 'year-round',
    totalReviewsGoogle:
      beach?.totalReviewsGoogle === null || beach?.totalReviewsGoogle === undefined
        ? ''
        : String(beach.totalReviewsGoogle),
    dogRule: beach?.dogRule ? dogRuleToFormValues(beach.dogRule) : null,
  };
}

/**
 * The payload: coordinates and the Google rating as text, blank optional text as null.
 *
 * The form has no inputs for parkingInfo, safetyNotes, phone, website,
 * aboutDescription, the four social links or hasDogWalks. Sending null for them would wipe the
 * catalogue's data on every edit, so those keys are left out: the server keeps a field that is
 * absent.
 */
export function formValuesToPayload(values: BeachFormValues): BeachPayload {
  const reviews = values.totalReviewsGoogle.trim();
  return {
    name: values.name.trim(),
    location: values.location,
    description: values.description.trim(),
    latitude: values.latitude.trim(),
    longitude: values.longitude.trim(),
    accessType: values.accessType,
    ...byKey(amenityKeys, (key) => values[key]),
    ...byKey(optionalTextKeys, (key) => blankToNull(values[key])),
    totalReviewsGoogle: reviews === '' ? null : Number(reviews),
    dogRule: values.dogRule ? formValuesToDogRule(values.dogRule) : null,
  };
}

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether "MM-DD" is a day of the year (29 Feb counts: the rule repeats every year). */
export function isMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth[month - 1]!;
}

export const maxDayOf = (month: number) => daysInMonth[month - 1] ?? 31;

const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());
const isIsoDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return !!match && isMonthDay(`${match[2]}-${match[3]}`);
};

type Issue = { path: (string | number)[]; message: string };

/** What is wrong with a dog rule as the editor holds it, each with the path of its input. */
export function dogRuleIssues(rule: DogRuleFormValues): Issue[] {
  const issues: Issue[] = [];
  rule.periods.forEach((period, index) => {
    const at = (...rest: (string | number)[]) => ['dogRule', 'periods', index, ...rest];
    for (const edge of ['from', 'to'] as const) {
      const bound = period[edge];
      if (typeof bound === 'string') {
        if (!isMonthDay(bound))
          issues.push({ path: at(edge), message: dogRuleMessages.dateInvalid });
      } else if (!easterBoundSchema.or(halfTermBoundSchema).safeParse(bound).success) {
        issues.push({ path: at(edge), message: dogRuleMessages.offsetInvalid });
      }
    }
    if (period.hours) {
      if (!isTime(period.hours.from))
        issues.push({ path: at('hours', 'from'), message: dogRuleMessages.timeInvalid });
      if (!isTime(period.hours.to))
        issues.push({ path: at('hours', 'to'), message: dogRuleMessages.timeInvalid });
      else if (period.hours.from === period.hours.to)
        issues.push({ path: at('hours', 'to'), message: dogRuleMessages.timesEqual });
    }
  });
  if (rule.sourceUrl.trim() !== '' && !isWebAddress(rule.sourceUrl))
    issues.push({ path: ['dogRule', 'sourceUrl'], message: dogRuleMessages.sourceUrlInvalid });
  if (rule.checkedOn.trim() !== '' && !isIsoDate(rule.checkedOn))
    issues.push({ path: ['dogRule', 'checkedOn'], message: dogRuleMessages.checkedOnInvalid });
  if (rule.orderEndsOn.trim() !== '' && !isIsoDate(rule.orderEndsOn))
    issues.push({ path: ['dogRule', 'orderEndsOn'], message: dogRuleMessages.orderEndsOnInvalid });
  return issues;
}

/** The rule as the public site will read it, when the editor's values make a valid one. */
export function validDogRule(rule: DogRuleFormValues | null): DogRule | null | undefined {
  if (rule === null) return null;
  if (dogRuleIssues(rule).length > 0) return undefined;
  const parsed = dogRuleSchema.safeParse(formValuesToDogRule(rule));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The form's check: the payload it would send goes through the server's own schema
 * (`adminBeachBodySchema`), so the browser and the server agree on every rule and message; the dog
 * rule gets the editor's stricter checks, and two fields get words fit for a person. A dog text
 * whose dates or hours are not the rule's is refused here as the server refuses it.
 */
export const beachFormSchema = beachFormFieldsSchema.superRefine((values, context) => {
  const issues: Issue[] = values.dogRule ? dogRuleIssues(values.dogRule) : [];
  const parsed = adminBeachBodySchema.safeParse(formValuesToPayload(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.filter((part) => typeof part !== 'symbol');
    const field = path[0];
    let message = issue.message;
    if (field === 'location' && values.location === '') message = chooseLocationMessage;
    if (field === 'totalReviewsGoogle') message = totalReviewsGoogleMessage;
    issues.push({ path, message });
  }
  const rule = validDogRule(values.dogRule);
  for (const issue of ruleTextIssues(values, rule)) {
    issues.push({ path: [issue.path], message: issue.message });
  }
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

/** The location options: the back office's list, plus a stored value outside it (so it shows). */
export const locationOptions = (current: string) => [
  ...(current === '' ? [{ value: '', label: 'Select a location…' }] : []),
  ...adminLocations.map((location) => ({ value: location, label: location })),
  ...(current !== '' && !(adminLocations as readonly string[]).includes(current)
    ? [{ value: current, label: current }]
    : []),
];
