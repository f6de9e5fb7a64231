import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { CheckEmailPanel } from './check-email-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signin' | 'signup';

const triggerClass =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-sea-700 data-[state=active]:shadow-sm';

interface AuthPanelProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

/** The Sign In and Sign Up tabs of /auth, and the "check your email" step after signing up. */
export function AuthPanel({ tab, onTabChange, onSignedIn }: AuthPanelProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <CheckEmailPanel
        email={sentTo}
        onBack={() => {
          setSentTo(null);
          onTabChange('signin');
        }}
      />
    );
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <Tabs.List aria-label="Account" className="mb-5 flex gap-1 rounded-xl bg-sea-50 p-1">
        <Tabs.Trigger value="signin" className={triggerClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={triggerClass}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin">
        <SignInForm onSignedIn={onSignedIn} />
      </Tabs.Content>
      <Tabs.Content value="signup">
        <SignUpForm onSignedIn={onSignedIn} onVerificationSent={setSentTo} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
