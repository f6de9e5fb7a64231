/**
 * The planner's options, without its schemas (plan.ts): the form on /plan reads these, and starts
 * without the catalogue's schemas that the plan's answer is checked against.
 */

/** The amenities a plan can insist on, and the beach's flag behind each (true only for "yes"). */
export const planAmenities = {
  parking: 'hasParking',
  toilets: 'hasFacilities',
  cafe: 'hasBeachCafe',
  water: 'hasFreshWater',
  lifeguards: 'hasLifeguards',
} as const;
export type PlanAmenity = keyof typeof planAmenities;

export const planDefaults = { radiusMiles: 25, minMinutes: 30, limit: 20 } as const;

export const unknownPlaceMessage =
  "We don't know that place yet: try a town or a postcode district";
