import { myRuleReportSchema } from '@shared/rule-reports';
import { useOwnList } from '@/lib/contributions';

export const myRuleReportsKey = ['my', 'rule-reports'] as const;

/** The signed-in member's rule reports, newest first, each open or resolved. */
export const useMyRuleReports = () =>
  useOwnList(myRuleReportsKey, '/api/my/rule-reports', myRuleReportSchema);
