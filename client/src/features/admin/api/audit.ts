import { useQuery } from '@tanstack/react-query';
import { auditEntrySchema } from '@shared/admin';
import { adminPageQuery } from './get-page';
import { adminKeys } from './keys';

/** The log of every administrator's change, newest first. */
export const useAuditLog = (page: number) =>
  useQuery(adminPageQuery(adminKeys.audit, '/api/admin/audit', auditEntrySchema, page));
