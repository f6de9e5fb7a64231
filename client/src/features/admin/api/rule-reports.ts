import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRuleReportSchema } from '@shared/rule-reports';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Rule reports for the Community tab: open ones first. */
export const useAdminRuleReports = () =>
  useQuery({
    queryKey: adminKeys.ruleReports,
    queryFn: () => apiRequest('/api/admin/rule-reports', z.array(adminRuleReportSchema)),
  });

export function useResolveRuleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/rule-reports/${id}/resolve`, adminRuleReportSchema, {
        method: 'PUT',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.ruleReports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
