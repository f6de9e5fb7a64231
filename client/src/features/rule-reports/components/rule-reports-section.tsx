import { CheckCircle2, Flag, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ruleReportMessages, type AdminRuleReport } from '@shared/rule-reports';
import { Button } from '@/components/ui/button';
import { StateBadge, type BadgeState } from '@/components/ui/state-badge';
import {
  AdminCard,
  CardFacts,
  ListState,
  failureToast,
  formatAdminDateTime,
  memberName,
  successToast,
} from '@/features/admin';
import { useAdminRuleReports, useResolveRuleReport } from '../api/admin-rule-reports';
import { ReportBody } from './report-body';

/** Open until someone edits the beach's rule, then Resolved. */
const reportStates: Record<AdminRuleReport['status'], BadgeState> = {
  open: { tone: 'sand', icon: Flag, label: 'Open' },
  resolved: { tone: 'neutral', icon: CheckCircle2, label: 'Resolved' },
};

const linkClasses = 'font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800';

function RuleReportCard({
  report,
  onEditRule,
}: {
  report: AdminRuleReport;
  onEditRule: () => void;
}) {
  const resolve = useResolveRuleReport();
  const titleId = `rule-report-${report.id}`;
  const open = report.status === 'open';
  return (
    <AdminCard
      testId="rule-report"
      summary={
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className="font-semibold">
              <Link to={`/beach/${encodeURIComponent(report.beachSlug)}`} className={linkClasses}>
                {report.beachName}
              </Link>
            </h4>
            <StateBadge {...reportStates[report.status]} />
          </div>
          <CardFacts>
            <span>
              By {memberName(report.reporter)} ({report.reporter.email})
            </span>
            <span>{formatAdminDateTime(report.createdAt)}</span>
            {report.resolvedAt && <span>Resolved {formatAdminDateTime(report.resolvedAt)}</span>}
          </CardFacts>
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={onEditRule}>
            <PenLine aria-hidden="true" className="size-4" /> Edit rule
          </Button>
          {open && (
            <Button
              size="sm"
              aria-describedby={titleId}
              disabled={resolve.isPending}
              onClick={() =>
                resolve.mutate(report.id, {
                  onSuccess: () => successToast(ruleReportMessages.resolved),
                  onError: (error) => failureToast('Could not resolve the report', error),
                })
              }
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {resolve.isPending ? 'Resolving...' : 'Mark resolved'}
            </Button>
          )}
        </div>
      }
    >
      <ReportBody report={report} />
    </AdminCard>
  );
}

/**
 * Rule reports in the Community tab: what users saw on signs or council pages. "Edit rule" asks
 * `onEditRule` to open the beach's dog rule editor (the back office's, given as `children`, with
 * the beach's open reports beside it), whose rule edit resolves them and thanks the reporters by
 * e-mail; "Mark resolved" closes one without a change.
 */
export function RuleReportsSection({
  onEditRule,
  children,
}: {
  onEditRule: (beachId: number) => void;
  /** Shown under the list: the beach editor, while a rule is being edited. */
  children?: ReactNode;
}) {
  const reports = useAdminRuleReports();
  const openCount = reports.data?.filter((report) => report.status === 'open').length;

  return (
    <section aria-labelledby="rule-reports-title" className="space-y-4">
      <div>
        <h3 id="rule-reports-title" className="text-xl font-bold">
          Rule reports{openCount ? ` (${openCount} open)` : ''}
        </h3>
        <p className="text-sm text-ink-muted">
          Dog rules users saw on signs or council sites. Editing a beach's rule resolves its reports
          and thanks each reporter by e-mail.
        </p>
      </div>
      <ListState
        query={reports}
        loading={{ label: 'Loading rule reports...', count: 2, height: 'h-32' }}
        errorText="The rule reports could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty={{
          title: 'No rule reports yet',
          text: 'Reports of changed dog rules will appear here.',
        }}
      >
        {(data) => (
          <ul aria-label="Rule reports" className="space-y-3">
            {data.map((report) => (
              <li key={report.id}>
                <RuleReportCard report={report} onEditRule={() => onEditRule(report.beachId)} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {children}
    </section>
  );
}
