import { CalendarCheck, CalendarSearch, MessageSquare, Waves } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

const points = [
  {
    icon: CalendarCheck,
    title: 'Rules worked out for today',
    text: 'Each beach carries the dog rule from its council order or landowner, seasons and hours included, so it can say whether your dog may go on the sand today, not just "seasonal".',
  },
  {
    icon: Waves,
    title: 'Tides worked out offline',
    text: 'Tide times are predicted offline from published tidal constants, with no outside service to go down, and each beach page suggests the best hours for a walk.',
  },
  {
    icon: MessageSquare,
    title: 'From people with dogs',
    text: 'Parking, toilets, water, cafés, lifeguards and good walks are listed for every beach, and reviews come from dog owners who have been there.',
  },
];

/** What the site is and where its answers come from, in our own words. */
export function SiteIntro() {
  return (
    <section aria-labelledby="intro-title" className="rounded-2xl bg-sand-100 p-5 sm:p-8">
      <h2 id="intro-title" className="text-xl font-bold text-ink sm:text-2xl">
        Dog-friendly beaches of Devon, checked for the day you go
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Many Devon beaches ban dogs in summer, some only between 10am and 6pm, some only on part of
        the sand. We gather those rules for every beach on the coast of Devon and just over its
        borders, and turn them into a plain answer. The signs at the beach always have the last
        word.
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sea-600" />
            <div>
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl bg-white p-4 shadow-sm">
        <p className="min-w-0 flex-1 basis-64 text-ink">
          <span className="font-semibold">Where can my dog go on Saturday afternoon?</span> Choose a
          day, your hours and where you start: every beach that fits, on one time line.
        </p>
        <Link to="/plan" className={buttonClasses()}>
          <CalendarSearch aria-hidden="true" className="size-5" />
          Plan a walk
        </Link>
      </div>
    </section>
  );
}
