import { ChevronRight } from 'lucide-react';
import type { AuditAction, AuditEntry } from '@shared/admin';
import { useAuditLog } from '../api/audit';
import { formatAdminDateTime } from '../lib/format';
import { useAdminPageNumber } from './admin-pager';
import { PagedListState } from './list-state';
import { AdminTabSection } from './admin-tab-section';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What each kind of change reads as after the administrator's name; `summary` names the thing. */
const auditPhrases: Record<AuditAction, (summary: string) => string> = {
  'beach.create': (summary) => `added the beach “${summary}”`,
  'beach.update': (summary) => `edited the beach “${summary}”`,
  'beach.delete': (summary) => `deleted the beach “${summary}”`,
  'beach.photo': (summary) => `changed the photo of “${summary}”`,
  'review.delete': (summary) => `deleted the ${lowerFirst(summary)}`,
  'route.approve': (summary) => `approved the walking route “${summary}”`,
  'route.delete': (summary) => `deleted the walking route “${summary}”`,
  'community-photo.delete': (summary) => `removed the ${lowerFirst(summary)}`,
  'feedback.delete': (summary) => `removed ${lowerFirst(summary)}`,
  'message.read': (summary) => `marked “${summary}” as read`,
  'message.unread': (summary) => `marked “${summary}” as unread`,
  'post.create': (summary) => `wrote the blog post “${summary}”`,
  'post.update': (summary) => `edited the blog post “${summary}”`,
  'post.delete': (summary) => `deleted the blog post “${summary}”`,
  'rule-report.resolve': (summary) => `resolved a rule report for “${summary}”`,
};

/** "Sam Admin approved the walking route “Cliff loop”". */
export const auditSentence = (entry: AuditEntry) =>
  `${entry.admin.name} ${auditPhrases[entry.action](entry.summary)}`;

/** "imageUrl" -> "Image url". */
const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const longestValue = 300;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > longestValue ? `${text.slice(0, longestValue)}…` : text;
}

/** Every field either side holds, in the order they were recorded. */
function changedFields(entry: AuditEntry) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return keys.map((key) => ({
    key,
    before: formatValue(entry.before?.[key]),
    after: formatValue(entry.after?.[key]),
  }));
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  return (
    <article className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <p className="break-words">
        <strong className="font-semibold">{entry.admin.name}</strong>{' '}
        {auditPhrases[entry.action](entry.summary)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
        {' · '}@{entry.admin.username}
      </p>
      {fields.length > 0 && (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden gap-1 rounded-lg px-1 font-medium text-sea-700 hover:text-sea-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500">
            <ChevronRight
              aria-hidden="true"
              className="size-4 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none"
            />
            {fields.length === 1 ? 'Changed field (1)' : `Changed fields (${fields.length})`}
          </summary>
          <dl className="mt-2 space-y-2 rounded-xl bg-sand-50 p-3 text-sm">
            {fields.map((field) => (
              <div key={field.key}>
                <dt className="font-medium">{fieldLabel(field.key)}</dt>
                <dd className="break-words text-ink-muted">
                  {field.before} <span aria-hidden="true">→</span>
                  <span className="sr-only"> changed to</span>{' '}
                  <span className="text-ink">{field.after}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </article>
  );
}

/** The Activity tab: the audit log, newest first: who changed what, when, and the fields. */
export function ActivityTab() {
  const { page, setPage } = useAdminPageNumber();
  const audit = useAuditLog(page);

  return (
    <AdminTabSection titleId="activity-title" title="Activity">
      <PagedListState
        query={audit}
        loading={{ label: 'Loading activity...', count: 4, height: 'h-20' }}
        errorText="The activity could not be loaded."
        empty={{
          title: 'No activity yet',
          text: 'Changes administrators make will be recorded here.',
        }}
        list={{ label: 'Activity', ordered: true, onPageChange: setPage }}
      >
        {(entry) => <AuditItem entry={entry} />}
      </PagedListState>
    </AdminTabSection>
  );
}
