import { ArrowLeft, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { buttonClasses } from '@/components/ui/button';
import { BeachLocationMap } from '@/features/map';
import { SharePanel } from '@/features/share';
import { TideCard } from '@/features/tides';
import { AmenitiesCard } from './amenities-card';
import { BeachBanner } from './beach-banner';
import { BeachDetailTabs } from './beach-detail-tabs';
import { BeachInfoCard, LocationCard } from './beach-info-card';
import { beachPath, beachShareText } from './beach-share-text';
import { CommunitySection, type CommunityDialog } from './community-section';
import { ContactCard } from './contact-card';
import { DetailCard } from './detail-card';
import { DogAccessCard } from './dog-access-card';
import { DogStatusPanel } from './dog-status-panel';
import { DogWalksPanel } from './dog-walks-panel';
import { OverviewCard } from './overview-card';
import { ReviewsList } from './reviews-list';
import { ShareExperienceCard } from './share-experience-card';
import { VisitPlanSection } from './visit-plan-section';

/** Who is signed in, as far as this page cares (the accounts issue supplies it). */
export interface BeachPageUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export interface BeachDetailProps {
  beach: Beach;
  /** Signed-in users see the Share Your Experience card; nobody is signed in until accounts land. */
  user?: BeachPageUser | null;
  /** Opens the community issue's photo or feedback dialog. */
  onOpenCommunityDialog?: (kind: CommunityDialog) => void;
}

/** The loaded beach page: status first, then the spec's two columns. */
export function BeachDetail({ beach, user = null, onOpenCommunityDialog }: BeachDetailProps) {
  return (
    <article className="space-y-6">
      <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Beaches
      </Link>
      <BeachBanner beach={beach} />
      <div className="grid items-start gap-4 md:grid-cols-[1fr_auto]">
        <DogStatusPanel status={beach.dogStatus} />
        <div className="md:w-80">
          <SharePanel
            title={beach.name}
            path={beachPath(beach.slug)}
            text={beachShareText(beach)}
          />
        </div>
      </div>
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
          <VisitPlanSection slug={beach.slug} />
          <BeachDetailTabs
            details={
              <>
                <OverviewCard beach={beach} />
                {user && <ShareExperienceCard onOpenDialog={onOpenCommunityDialog} />}
                <DogAccessCard beach={beach} />
                <AmenitiesCard beach={beach} />
                <CommunitySection beachName={beach.name} />
                <ReviewsList beachId={beach.id} />
                <ContactCard beach={beach} />
              </>
            }
            walks={<DogWalksPanel />}
          />
        </div>
      </div>
    </article>
  );
}
