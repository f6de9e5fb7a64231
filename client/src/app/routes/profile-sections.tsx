import type { User } from '@shared/auth';
import { ProfileCard } from '@/features/auth';
import { MyCheckins } from '@/features/checkins';
import { MyFeedback } from '@/features/feedback';
import { MyPhotos } from '@/features/photos';
import { ContributionsCard, MyBeaches } from '@/features/profile';
import { MyReviews } from '@/features/reviews';
import { MyRuleReports } from '@/features/rule-reports';
import { MyWalks } from '@/features/walks';

/**
 * The signed-in visitor's profile: who they are, their beaches and everything they have
 * contributed. A chunk of its own (profile.tsx loads it once someone is signed in), so a
 * signed-out visitor's page does not load and evaluate seven features' code it never shows.
 */
export default function ProfileSections({ user }: { user: User }) {
  return (
    <>
      <ProfileCard user={user} />
      <ContributionsCard />
      <MyBeaches />
      <MyReviews />
      <MyCheckins />
      <MyRuleReports />
      <MyWalks />
      <MyPhotos />
      <MyFeedback />
    </>
  );
}
