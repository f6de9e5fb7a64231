import { MapPinCheck } from 'lucide-react';
import {
  checkedInText,
  checkinMoodLabels,
  checkinWeatherLabels,
  type MyCheckin,
} from '@shared/checkins';
import { ContributionItem, madeAtABeach } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
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
    <OwnListCard
      id="my-checkins"
      title="My Check-ins"
      icon={MapPinCheck}
      query={checkins}
      skeletonClassName="h-16 w-full"
      errorText="Your check-ins could not be loaded."
      empty={madeAtABeach('You have not checked in at a beach yet.')}
      renderItem={(checkin) => (
        <ContributionItem beach={checkin} at={checkin.createdAt}>
          <p>{checkinSummary(checkin)}</p>
          {checkin.message && (
            <p className="whitespace-pre-line text-ink-muted">{checkin.message}</p>
          )}
        </ContributionItem>
      )}
    />
  );
}
