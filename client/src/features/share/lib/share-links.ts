/** The social channels that open in a pop-up. */
export type SocialChannel = 'facebook' | 'x' | 'whatsapp';

/** Share pop-ups are 600x400. */
export const popupSize = { width: 600, height: 400 } as const;

/** The public link of a page: the deployment's PUBLIC_URL plus the path, never the current host. */
export const publicLink = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function socialShareUrl(channel: SocialChannel, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

export const emailShareUrl = (subject: string, url: string, text: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;

/** The window features of a 600x400 pop-up, centred on the current window where known. */
export function popupFeatures(screenLeft = 0, screenTop = 0, outerWidth = 0, outerHeight = 0) {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - popupSize.width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - popupSize.height) / 2));
  return `width=${popupSize.width},height=${popupSize.height},left=${left},top=${top},noopener,noreferrer`;
}

export function openSharePopup(channel: SocialChannel, url: string, text: string) {
  window.open(
    socialShareUrl(channel, url, text),
    `share-${channel}`,
    popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
  );
}
