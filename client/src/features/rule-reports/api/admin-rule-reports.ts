import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRuleReportSchema } from '@shared/rule-reports';
import { adminKeys, useAdminRefresh } from '@/features/admin';
import { apiRequest } from '@/lib/api-client';

/** Rule reports for the Community tab: open ones first. */
export const useAdminRuleReports = () =>
  useQuery({
    queryKey: adminKeys.ruleReports,
    queryFn: () => apiRequest('/api/admin/rule-reports', z.array(adminRuleReportSchema)),
  });

export function useResolveRuleReport() {
  const refresh = useAdminRefresh(adminKeys.ruleReports);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/rule-reports/${id}/resolve`, adminRuleReportSchema, {
        method: 'PUT',
      }),
    onSuccess: refresh,
  });
}
