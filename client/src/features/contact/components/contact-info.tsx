import { HelpCircle, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/** The topics people most often write about. */
export const commonTopics = [
  'Beach information',
  'Photo submissions',
  'Beach recommendations',
  'Technical support',
] as const;

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-600">
        {icon}
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold text-ink">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The cards beside the form: e-mail (no address shown), location, topics. How soon we reply is
 * said once, with the form.
 */
export function ContactInfo() {
  return (
    <div className="space-y-4">
      <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
        <p className="text-ink-muted">
          Write to us with this form and we will answer by email, from our own address.
        </p>
      </InfoCard>
      <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Location">
        <p className="text-ink-muted">Devon, England</p>
      </InfoCard>
      <InfoCard icon={<HelpCircle aria-hidden="true" className="size-5" />} title="Common topics">
        <ul className="list-disc space-y-0.5 pl-5 text-ink-muted marker:text-sea-600">
          {commonTopics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </InfoCard>
    </div>
  );
}
