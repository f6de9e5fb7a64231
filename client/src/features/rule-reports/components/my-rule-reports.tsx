import { CheckCircle2, Flag } from 'lucide-react';
import type { MyRuleReport } from '@shared/rule-reports';
import { contributionDay } from '@/components/ui/contribution-item';
import { MyContributionList } from '@/components/ui/my-contribution-list';
import { StateBadge, type BadgeState } from '@/components/ui/state-badge';
import { useMyRuleReports } from '../api/my-rule-reports';

/** Open (we have yet to check it) or Resolved. */
const reportStates: Record<MyRuleReport['status'], BadgeState> = {
  open: { tone: 'sand', icon: Flag, label: 'Open' },
  resolved: { tone: 'allowed', icon: CheckCircle2, label: 'Resolved' },
};

/** 'My Rule Reports (n)' on the profile: what the member told us about a beach's dog rules. */
export function MyRuleReports() {
  const reports = useMyRuleReports();
  return (
    <MyContributionList
      id="my-rule-reports"
      title="My Rule Reports"
      icon={Flag}
      query={reports}
      none="You have not reported a rule change yet."
      status={(report) => <StateBadge {...reportStates[report.status]} />}
    >
      {(report) => (
        <>
          <p className="whitespace-pre-line">{report.report}</p>
          <p className="text-sm text-ink-muted">
            {report.resolvedAt
              ? `Resolved ${contributionDay(report.resolvedAt)}: thank you.`
              : "We'll check the rules and update the beach."}
          </p>
        </>
      )}
    </MyContributionList>
  );
}
