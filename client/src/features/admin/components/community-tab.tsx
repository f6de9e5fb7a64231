import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { FeedbackModeration } from '@/features/feedback/admin';
import { PhotoModeration } from '@/features/photos/admin';
import { BeachRuleReports, RuleReportsSection } from '@/features/rule-reports/admin';
import { adminBeachesQueryOptions } from '../api/admin-beaches';
import { EditBeachDialog } from './edit-beach-dialog';

/**
 * The rule reports, with the dog rule editor of the beach whose rule is being edited and that
 * beach's open reports beside it, so the administrator reads them while editing.
 */
function RuleReports() {
  const [editing, setEditing] = useState<number | null>(null);
  // The catalogue is read only when a rule is to be edited (the dialog needs the whole beach).
  const beaches = useQuery({ ...adminBeachesQueryOptions(), enabled: editing !== null });
  const beach =
    editing === null ? null : (beaches.data?.find((item) => item.id === editing) ?? null);

  return (
    <RuleReportsSection onEditRule={setEditing}>
      {editing !== null && beaches.isError && (
        <LoadError
          text="The beach could not be loaded for editing."
          onRetry={() => void beaches.refetch()}
        />
      )}
      {beach && (
        <EditBeachDialog
          beach={beach}
          only="dog-rule"
          aside={<BeachRuleReports beachId={beach.id} />}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </RuleReportsSection>
  );
}

/**
 * The Community tab: rule reports (open first), the latest community photos and all feedback,
 * each removable.
 */
export function CommunityTab() {
  return (
    <div className="space-y-8">
      <h2 className="sr-only">Community</h2>
      <RuleReports />
      <PhotoModeration />
      <FeedbackModeration />
    </div>
  );
}
