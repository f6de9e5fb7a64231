import { useId } from 'react';
import type { AdminRuleReport } from '@shared/rule-reports';
import { ListState, formatAdminDateTime, memberName } from '@/features/admin';
import { useAdminRuleReports } from '../api/admin-rule-reports';
import { ReportBody } from './report-body';

/**
 * One beach's open rule reports, to read while its rule is edited: what each user saw, with the
 * sign's photo, who sent it and when. Saving the rule resolves them.
 */
export function BeachRuleReports({ beachId }: { beachId: number }) {
  const titleId = useId();
  const reports = useAdminRuleReports();
  const openOf = (data: AdminRuleReport[]) =>
    data.filter((report) => report.beachId === beachId && report.status === 'open');
  const count = reports.data ? openOf(reports.data).length : null;
  return (
    <section
      aria-labelledby={titleId}
      // Long reports scroll beside the form on wide screens; the keyboard can scroll them too.
      tabIndex={0}
      className="space-y-3 rounded-xl border border-line bg-sand-50 p-3 focus-visible:outline-3 focus-visible:outline-sea-500 lg:max-h-[calc(100dvh-12rem)] lg:overflow-y-auto"
    >
      <div>
        <h3 id={titleId} className="font-semibold">
          {count === null ? 'Open reports' : `Open reports (${count})`}
        </h3>
        <p className="text-sm text-ink-muted">
          What users saw. Saving the rule resolves these and thanks each reporter.
        </p>
      </div>
      <ListState
        query={reports}
        loading={{ label: 'Loading the reports...', count: 1, height: 'h-24' }}
        errorText="The reports could not be loaded."
        isEmpty={(data) => openOf(data).length === 0}
        empty={{ title: 'No open reports', text: 'No one has reported a change at this beach.' }}
      >
        {(data) => (
          <ul aria-label="Open reports for this beach" className="space-y-3">
            {openOf(data).map((report) => (
              <li key={report.id} className="rounded-lg bg-white p-3">
                <p className="text-sm text-ink-muted">
                  {memberName(report.reporter)}, {formatAdminDateTime(report.createdAt)}
                </p>
                <ReportBody report={report} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
