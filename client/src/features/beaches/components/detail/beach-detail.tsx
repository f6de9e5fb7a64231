import { ArrowLeft, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { buttonClasses } from '@/components/ui/button';
import { BeachLocationMap } from '@/features/map';
import { useState } from 'react';
import { SignedIn } from '@/features/auth/session';
import { CheckinPanel } from '@/features/checkins';
import { BeachFavoriteNote, FavoriteButton } from '@/features/favorites';
import { ReportRuleChange } from '@/features/rule-reports';
import { BeachFeedbackList, FeedbackDialog } from '@/features/feedback';
import { BeachPhotoGrid, PhotoUploadDialog } from '@/features/photos';
import { BeachReviews } from '@/features/reviews';
import { SharePanel } from '@/features/share';
import { WalksPanel } from '@/features/walks';
import { TideCard, WeekView } from '@/features/tides';
import { AmenitiesCard } from './amenities-card';
import { BathingWaterCard } from './bathing-water-card';
import { BeachBanner } from './beach-banner';
import { BeachDayCard } from './beach-day-card';
import { BeachDetailTabs } from './beach-detail-tabs';
import { BeachInfoCard, LocationCard } from './beach-info-card';
import { beachPath, beachShareText } from './beach-share-text';
import { CommunitySection, type CommunityDialog } from './community-section';
import { ContactCard } from './contact-card';
import { DetailCard } from '@/components/ui/detail-card';
import { DogAccessCard } from './dog-access-card';
import { OverviewCard } from './overview-card';
import { ShareExperienceCard } from './share-experience-card';
import { VisitPlanSection } from './visit-plan-section';

export interface BeachDetailProps {
  beach: Beach;
  /** The day the page speaks of, YYYY-MM-DD, and today's (in London). */
  date: string;
  today: string;
  onDate: (date: string) => void;
}

/** The loaded beach page: status first, then two columns (docs/product.md, "Beach page"). */
export function BeachDetail({ beach, date, today, onDate }: BeachDetailProps) {
  const [dialog, setDialog] = useState<CommunityDialog | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to="/"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Beaches
        </Link>
        <FavoriteButton beach={beach} variant="inline" />
      </div>
      <BeachBanner beach={beach} />
      <div className="grid items-start gap-4 md:grid-cols-[1fr_auto]">
        <BeachDayCard
          beach={beach}
          date={date}
          today={today}
          onDate={onDate}
          action={<ReportRuleChange beach={beach} />}
        />
        <div className="space-y-4 md:w-80">
          <SharePanel
            title={beach.name}
            path={beachPath(beach.slug)}
            text={beachShareText(beach)}
          />
          <CheckinPanel beach={beach} />
        </div>
      </div>
      <BeachFavoriteNote beach={beach} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <TideCard latitude={beach.latitude} longitude={beach.longitude} />
          <BeachInfoCard beach={beach} />
          <LocationCard beach={beach} />
          <DetailCard title="Map" icon={MapIcon}>
            <BeachLocationMap beach={beach} />
          </DetailCard>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <VisitPlanSection slug={beach.slug} date={date} today={today} onDate={onDate} />
          <WeekView identifier={beach.slug} today={today} />
          <BeachDetailTabs
            details={
              <>
                <OverviewCard beach={beach} />
                <SignedIn>
                  <ShareExperienceCard onOpenDialog={setDialog} />
                </SignedIn>
                <DogAccessCard beach={beach} today={today} />
                <AmenitiesCard beach={beach} />
                {beach.bathingWater && <BathingWaterCard bathingWater={beach.bathingWater} />}
                <CommunitySection
                  photos={<BeachPhotoGrid beachId={beach.id} beachName={beach.name} />}
                  feedback={<BeachFeedbackList beachId={beach.id} />}
                />
                <BeachReviews beachId={beach.id} beachName={beach.name} />
                <ContactCard beach={beach} />
              </>
            }
            walks={<WalksPanel beachId={beach.id} beachName={beach.name} />}
          />
        </div>
      </div>
      <SignedIn>
        <PhotoUploadDialog
          beachId={beach.id}
          beachName={beach.name}
          open={dialog === 'photos'}
          onOpenChange={closeDialog}
        />
        <FeedbackDialog
          beachId={beach.id}
          beachName={beach.name}
          open={dialog === 'feedback'}
          onOpenChange={closeDialog}
        />
      </SignedIn>
    </article>
  );
}
