import { lazy } from 'react';
import { MembersOnlyPage } from './members-only-page';

const FeedbackPage = lazy(() => import('./community-feedback-page'));

/** /community/feedback?beachId&beachName: feedback on a beach, or on the site in general. */
export function CommunityFeedbackRoute() {
  return (
    <MembersOnlyPage
      title="Share your feedback"
      signInPath="/api/login"
      signInText="Sign in to share feedback about a beach or about the site."
      Page={FeedbackPage}
    />
  );
}
