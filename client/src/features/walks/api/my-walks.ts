import { myWalkingRouteSchema } from '@shared/walks';
import { useOwnList } from '@/lib/contributions';

export const myWalksKey = ['my', 'walks'] as const;

/** The signed-in member's walking routes, newest first, pending or live. */
export const useMyWalks = () => useOwnList(myWalksKey, '/api/my/walks', myWalkingRouteSchema);
