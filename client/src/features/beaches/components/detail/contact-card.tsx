import { ExternalLink, Globe, Home, Phone, Star, type LucideIcon } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { hasContactInfo } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';

type ContactBeach = Pick<
  Beach,
  | 'website'
  | 'phone'
  | 'fullAddress'
  | 'googleRating'
  | 'totalReviewsGoogle'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'twitterUrl'
  | 'youtubeUrl'
>;

/** Only http(s) links are followed, so a stored value can never run script. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

function Row({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-600" />
      <div>
        <dt className="text-sm text-ink-muted">{label}</dt>
        <dd className="break-words">{children}</dd>
      </div>
    </div>
  );
}

/** Website, phone, address, Google rating and social links: the card exists only when one does. */
export function ContactCard({ beach }: { beach: ContactBeach }) {
  if (!hasContactInfo(beach)) return null;
  const socials = [
    { label: 'Facebook', url: beach.facebookUrl },
    { label: 'Instagram', url: beach.instagramUrl },
    { label: 'X (Twitter)', url: beach.twitterUrl },
    { label: 'YouTube', url: beach.youtubeUrl },
  ].filter((social): social is { label: string; url: string } => Boolean(social.url?.trim()));
  const googleRating = beach.googleRating ? Number(beach.googleRating) : NaN;
  const link = 'inline-flex min-h-11 items-center gap-1 font-medium text-sea-700 underline';

  return (
    <DetailCard title="Contact Information" icon={Phone}>
      <dl className="space-y-3">
        {beach.website && (
          <Row icon={Globe} label="Website">
            <a
              href={safeHref(beach.website)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              {beach.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </Row>
        )}
        {beach.phone && (
          <Row icon={Phone} label="Phone">
            <a href={`tel:${beach.phone.replace(/[^\d+]/g, '')}`} className={link}>
              {beach.phone}
            </a>
          </Row>
        )}
        {beach.fullAddress && (
          <Row icon={Home} label="Address">
            {beach.fullAddress}
          </Row>
        )}
        {Number.isFinite(googleRating) && (
          <Row icon={Star} label="Google rating">
            {googleRating.toFixed(1)}/5
            {beach.totalReviewsGoogle ? ` (${beach.totalReviewsGoogle} reviews)` : ''}
          </Row>
        )}
        {socials.length > 0 && (
          <Row icon={ExternalLink} label="Social media">
            <span className="flex flex-wrap gap-x-4">
              {socials.map((social) => (
                <a
                  key={social.label}
                  href={safeHref(social.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link}
                >
                  {social.label}
                </a>
              ))}
            </span>
          </Row>
        )}
      </dl>
    </DetailCard>
  );
}
