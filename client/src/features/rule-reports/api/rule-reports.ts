import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleReportSchema } from '@shared/rule-reports';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { myRuleReportsKey } from './my-rule-reports';

export interface RuleReportInput {
  report: string;
  photo: File | null;
}

/** Sent as JSON, or as multipart when a photo of the sign goes with it. */
export function useCreateRuleReport(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, photo }: RuleReportInput) => {
      const url = `/api/beaches/${beachId}/rule-reports`;
      if (!photo) {
        return apiRequest(url, ruleReportSchema, jsonRequest('POST', { report }));
      }
      const form = new FormData();
      form.append('report', report);
      form.append('photo', photo, photo.name);
      return apiRequest(url, ruleReportSchema, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRuleReportsKey }),
  });
}
