import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { signInHref, useUser } from '@/features/auth/session';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

const RuleReportDialog = lazyWhenOpen(() =>
  import('./rule-report-dialog').then((module) => module.RuleReportDialog),
);

/** The beach page's "Report a rule change": signed out, it asks to sign in and comes back. */
export function ReportRuleChange({ beach }: { beach: { id: number; name: string } }) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={user.isPending}
        onClick={() => (user.data ? setOpen(true) : void navigate(signInHref(pathname, search)))}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report a rule change
      </Button>
      {user.data && (
        <RuleReportDialog
          beachId={beach.id}
          beachName={beach.name}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
