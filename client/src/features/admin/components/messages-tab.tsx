import { Mail, MailCheck, MailOpen } from 'lucide-react';
import type { ContactMessage } from '@shared/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useContactMessages, useMarkMessage } from '../api/messages';
import { formatAdminDateTime } from '../lib/format';
import { failureToast } from '@/lib/outcome-toasts';
import { useAdminPageNumber } from './admin-pager';
import { PagedListState } from './list-state';
import { AdminCard, CardFacts } from './admin-card';
import { AdminTabSection } from './admin-tab-section';

const messageCount = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

function MessageCard({
  message,
  updating,
  onToggleRead,
}: {
  message: ContactMessage;
  updating: boolean;
  onToggleRead: () => void;
}) {
  const titleId = `admin-message-${message.id}`;
  return (
    <AdminCard
      className={message.isRead ? 'border-line' : 'border-sea-600/40 ring-1 ring-sea-100'}
      summary={
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold break-words">
              {message.name}
            </h3>
            {!message.isRead && (
              <Badge tone="sea" icon={<Mail aria-hidden="true" className="size-3.5" />}>
                Unread
              </Badge>
            )}
          </div>
          <CardFacts>
            <a
              href={`mailto:${message.email}`}
              className="font-medium break-all text-sea-700 underline underline-offset-2 hover:text-sea-800"
            >
              {message.email}
            </a>
            <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
          </CardFacts>
        </>
      }
      actions={
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          disabled={updating}
          onClick={onToggleRead}
        >
          {message.isRead ? (
            <MailOpen aria-hidden="true" className="size-4" />
          ) : (
            <MailCheck aria-hidden="true" className="size-4" />
          )}
          {updating ? 'Updating...' : message.isRead ? 'Mark as unread' : 'Mark as read'}
        </Button>
      }
    >
      {message.subject && <p className="mt-3 font-semibold break-words">{message.subject}</p>}
      <p className="mt-2 break-words whitespace-pre-line">{message.message}</p>
    </AdminCard>
  );
}

/** The Messages tab: what the contact form received, unread first, each markable read or not. */
export function MessagesTab() {
  const { page, setPage } = useAdminPageNumber();
  const messages = useContactMessages(page);
  const mark = useMarkMessage();

  const toggleRead = (message: ContactMessage) =>
    mark.mutate(
      { id: message.id, isRead: !message.isRead },
      {
        onError: (error) => failureToast('Failed to update message', error),
      },
    );

  const unread = messages.data?.items.filter((message) => !message.isRead).length ?? 0;

  return (
    <AdminTabSection titleId="messages-title" title="Messages">
      <PagedListState
        query={messages}
        loading={{ label: 'Loading messages...', height: 'h-36' }}
        errorText="The messages could not be loaded."
        empty={{
          title: 'No messages yet',
          text: 'What people send through the contact form will appear here.',
        }}
        count={(data) => (
          <>
            {messageCount(data.total)}
            {unread > 0 && `, ${unread} unread on this page`}
          </>
        )}
        list={{ label: 'Messages', onPageChange: setPage }}
      >
        {(message) => (
          <MessageCard
            message={message}
            updating={mark.isPending && mark.variables.id === message.id}
            onToggleRead={() => toggleRead(message)}
          />
        )}
      </PagedListState>
    </AdminTabSection>
  );
}
