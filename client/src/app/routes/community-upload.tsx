import { lazy } from 'react';
import { MembersOnlyPage } from './members-only-page';

const UploadPhotosPage = lazy(() => import('./community-upload-page'));

/** /community/upload?beachId&beachName: share photos of a beach, fixed or chosen here. */
export function CommunityUploadRoute() {
  return (
    <MembersOnlyPage
      title="Upload Photos"
      signInPath="/auth"
      signInText="Sign in to share your photos of Devon's dog-friendly beaches."
      Page={UploadPhotosPage}
    />
  );
}
