import { ChevronDown, Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSiteOrigin } from '@/lib/site-config';
import { useHydrated } from '@/lib/use-hydrated';
import { toast } from '@/lib/toast';
import {
  emailShareUrl,
  openSharePopup,
  publicLink,
  socialShareUrl,
  type SocialChannel,
} from '../lib/share-links';
import { successToast } from '@/lib/outcome-toasts';

export interface SharePanelProps {
  /** What is shared, e.g. the beach's name (the e-mail subject and native share title). */
  title: string;
  /** The page's path on the public site, e.g. /beach/bantham. */
  path: string;
  /** One or two sentences that go with the link. */
  text: string;
}

/** Brand marks as plain letters in the brands' colours: no icon font or brand SVGs to ship. */
const brandMark = (colour: string, content: ReactNode) => (
  <span
    aria-hidden="true"
    className={`grid size-5 place-items-center rounded-full text-xs font-bold text-white ${colour}`}
  >
    {content}
  </span>
);

const socialChannels: { channel: SocialChannel; label: string; icon: ReactNode }[] = [
  { channel: 'facebook', label: 'Facebook', icon: brandMark('bg-[#1877f2]', 'f') },
  { channel: 'x', label: 'X', icon: brandMark('bg-black', 'X') },
  {
    channel: 'whatsapp',
    label: 'WhatsApp',
    icon: brandMark('bg-[#1a7f4b]', <MessageCircle className="size-3" />),
  },
];

const channelClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-sea-50';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    successToast('Link copied!', 'Beach link has been copied to your clipboard');
  } catch {
    toast({ title: 'Copy failed. Please copy the link manually.', variant: 'error' });
  }
}

/** Share a page: collapsed by default; native share, Facebook, X, WhatsApp, e-mail and copy link. */
export function SharePanel({ title, path, text }: SharePanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const origin = useSiteOrigin();
  const url = publicLink(origin, path);
  // Not during SSR (no browser there), nor while the page hydrates, so hydration does not mismatch.
  const canShareNatively = useHydrated() && typeof navigator.share === 'function';

  const shareNatively = () => {
    // A cancelled or failed native share is ignored: the panel's other ways are still there.
    navigator.share({ title, text, url }).catch(() => undefined);
  };
  const openPopup = (channel: SocialChannel) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openSharePopup(channel, url, text);
  };

  return (
    <section
      aria-label="Share this beach"
      className="rounded-2xl border border-line bg-white shadow-sm"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-4 py-2 text-left font-semibold text-sea-700 hover:bg-sea-50"
      >
        <Share2 aria-hidden="true" className="size-5" />
        Share this beach
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-line p-4">
        <div className="flex flex-wrap gap-2">
          {canShareNatively && (
            <Button type="button" onClick={shareNatively}>
              <Share2 aria-hidden="true" className="size-4" /> Share via your device
            </Button>
          )}
          {socialChannels.map(({ channel, label, icon }) => (
            <a
              key={channel}
              href={socialShareUrl(channel, url, text)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openPopup(channel)}
              className={channelClass}
            >
              {icon}
              {label}
            </a>
          ))}
          <a href={emailShareUrl(title, url, text)} className={channelClass}>
            <Mail aria-hidden="true" className="size-4" /> Email
          </a>
          <button type="button" onClick={() => void copyLink(url)} className={channelClass}>
            <Copy aria-hidden="true" className="size-4" /> Copy link
          </button>
        </div>
        <label className="block text-sm text-ink-muted">
          Link to this beach
          <input
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-sand-50 px-3 text-ink"
          />
        </label>
      </div>
    </section>
  );
}
