import type { AdminRuleReport } from '@shared/rule-reports';

/** What the user wrote, and the photo of the sign they sent, linked to the full size. */
export function ReportBody({ report }: { report: AdminRuleReport }) {
  return (
    <>
      <p className="mt-3 break-words whitespace-pre-line">{report.report}</p>
      {report.photoUrl && (
        <a href={report.photoUrl} target="_blank" rel="noreferrer" className="mt-3 inline-block">
          <img
            src={report.photoUrl}
            alt={`Sign at ${report.beachName}, sent with the report`}
            loading="lazy"
            className="max-h-48 rounded-xl border border-line object-contain"
          />
        </a>
      )}
    </>
  );
}
