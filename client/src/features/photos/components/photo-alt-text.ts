import type { CommunityPhoto } from '@shared/photos';

/** A photo's alternative text: its caption, else whose photo of which beach. */
export const altText = (photo: CommunityPhoto) =>
  photo.caption ?? `Photo of ${photo.beachName} by ${photo.authorName}`;
