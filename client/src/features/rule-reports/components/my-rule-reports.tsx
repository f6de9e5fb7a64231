import { CheckCircle2, Flag } from 'lucide-react';
import type { MyRuleReport } from '@shared/rule-reports';
import { Badge } from '@/components/ui/badge';
import { ContributionItem, contributionDay, madeAtABeach } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
import { useMyRuleReports } from '../api/my-rule-reports';

/** Open (we have yet to check it) or Resolved, in a word and an icon. */
function ReportState({ report }: { report: MyRuleReport }) {
  return report.status === 'open' ? (
    <Badge tone="sand" icon={<Flag aria-hidden="true" className="size-3.5" />}>
      Open
    </Badge>
  ) : (
    <Badge tone="allowed" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
      Resolved
    </Badge>
  );
}

/** 'My Rule Reports (n)' on the profile: what the member told us about a beach's dog rules. */
export function MyRuleReports() {
  const reports = useMyRuleReports();
  return (
    <OwnListCard
      id="my-rule-reports"
      title="My Rule Reports"
      icon={Flag}
      query={reports}
      errorText="Your rule reports could not be loaded."
      empty={madeAtABeach('You have not reported a rule change yet.')}
      renderItem={(report) => (
        <ContributionItem
          beach={report}
          at={report.createdAt}
          status={<ReportState report={report} />}
        >
          <p className="whitespace-pre-line">{report.report}</p>
          <p className="text-sm text-ink-muted">
            {report.resolvedAt
              ? `Resolved ${contributionDay(report.resolvedAt)}: thank you.`
              : "We'll check the rules and update the beach."}
          </p>
        </ContributionItem>
      )}
    />
  );
}
