import { Camera, Footprints, ShieldCheck, Umbrella } from 'lucide-react';

const benefits = [
  {
    icon: Umbrella,
    title: 'Beach facilities',
    text: 'Parking, cafés, toilets and lifeguards, checked before you set off.',
  },
  {
    icon: Footprints,
    title: 'Walking routes',
    text: 'Share and rate dog walks that start from the beach.',
  },
  {
    icon: Camera,
    title: 'Community photos and reviews',
    text: 'See the beach through other owners’ eyes, and add your own.',
  },
  {
    icon: ShieldCheck,
    title: 'Access restrictions',
    text: 'Seasonal dog bans and lead rules, with the date they were checked.',
  },
];

/** The side panel of /auth: what an account is for. */
export function AuthBenefits() {
  return (
    <aside aria-labelledby="auth-benefits" className="rounded-2xl bg-sea-700 p-5 text-white sm:p-6">
      <h2 id="auth-benefits" className="text-xl font-bold">
        Join other dog owners on the Devon coast
      </h2>
      <ul className="mt-4 space-y-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="text-sea-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
