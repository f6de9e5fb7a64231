import { MailWarning } from 'lucide-react';
import { useUser } from '../api/get-user';
import { ResendVerificationButton } from './resend-verification-button';

/** Under the header for a signed-in user whose e-mail is not verified yet. */
export function UnverifiedBanner() {
  const user = useUser();
  if (!user.data || user.data.emailVerified) return null;
  return (
    <div
      role="region"
      aria-label="Email verification"
      className="border-b border-seasonal/30 bg-seasonal-bg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-seasonal" />
        <p className="min-w-0 flex-1 basis-64 text-ink">
          <strong>Please verify your email address.</strong> We sent a link to {user.data.email}.
          Sharing photos, routes, reviews and feedback opens once it is verified.
        </p>
        <ResendVerificationButton />
      </div>
    </div>
  );
}
