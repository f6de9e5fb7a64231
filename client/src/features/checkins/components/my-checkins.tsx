import { MapPinCheck } from 'lucide-react';
import {
  checkedInText,
  checkinMoodLabels,
  checkinWeatherLabels,
  type MyCheckin,
} from '@shared/checkins';
import { MyContributionList } from '@/components/ui/my-contribution-list';
import { useMyCheckins } from '../api/my-checkins';

/** "Checked in at 1:36pm with 2 dogs. Mood: Happy. Weather: Sunny." */
function checkinSummary(checkin: MyCheckin): string {
  const dogs = checkin.dogCount === 1 ? '1 dog' : `${checkin.dogCount} dogs`;
  return [
    `${checkedInText(checkin.createdAt)} with ${dogs}.`,
    checkin.mood && `Mood: ${checkinMoodLabels[checkin.mood]}.`,
    checkin.weatherCondition && `Weather: ${checkinWeatherLabels[checkin.weatherCondition]}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'My Check-ins (n)' on the profile: where the member said "I'm here", newest first. */
export function MyCheckins() {
  const checkins = useMyCheckins();
  return (
    <MyContributionList
      id="my-checkins"
      title="My Check-ins"
      icon={MapPinCheck}
      query={checkins}
      skeletonClassName="h-16 w-full"
      none="You have not checked in at a beach yet."
    >
      {(checkin) => (
        <>
          <p>{checkinSummary(checkin)}</p>
          {checkin.message && (
            <p className="whitespace-pre-line text-ink-muted">{checkin.message}</p>
          )}
        </>
      )}
    </MyContributionList>
  );
}
