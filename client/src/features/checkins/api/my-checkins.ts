import { myCheckinSchema } from '@shared/checkins';
import { useOwnList } from '@/lib/contributions';

export const myCheckinsKey = ['my', 'checkins'] as const;

/** The signed-in member's check-ins, newest first. */
export const useMyCheckins = () => useOwnList(myCheckinsKey, '/api/my/checkins', myCheckinSchema);
