import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CheckEmailPanel } from './check-email-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signin' | 'signup';

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
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <TabsList aria-label="Account" className="mb-5">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <SignInForm onSignedIn={onSignedIn} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm onSignedIn={onSignedIn} onVerificationSent={setSentTo} />
      </TabsContent>
    </Tabs>
  );
}
