import type { DogSegment } from '@shared/dog-rules';
import { formatDayMonthYear } from '@shared/dog-rules';
import type { LocalDate } from '@shared/london-time';
import { formatTimeOfDay } from '@shared/time-of-day';
import type { MailMessage } from '../../plugins/mail';
import { actionMail } from '../auth/emails';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday 1 May 2027". */
export const formatAlertDate = (date: LocalDate) =>
  `${weekdays[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]} ${formatDayMonthYear(date)}`;

/** "between 10am and 6pm", "all day", "between 10am and noon and between 2pm and 6pm". */
export function banHours(segments: readonly DogSegment[]): string {
  if (segments.length === 1 && segments[0]!.fromMinute === 0 && segments[0]!.toMinute === 1440)
    return 'all day';
  return segments
    .map(
      (segment) =>
        `between ${formatTimeOfDay(segment.fromMinute)} and ${formatTimeOfDay(segment.toMinute)}`,
    )
    .join(' and ');
}

export interface AlertRecipient {
  email: string;
  firstName: string | null;
}

export interface AlertBeach {
  name: string;
  url: string;
}

/**
 * One alert: the news in a line or two, a button to the beach page, and the one-click
 * unsubscribe link in the text and in the `List-Unsubscribe` header fields (RFC 8058).
 */
function alertMail(
  to: AlertRecipient,
  subject: string,
  lines: string[],
  beach: AlertBeach,
  unsubscribeUrl: string,
): MailMessage {
  const mail = actionMail({
    to: to.email,
    subject,
    greetingName: to.firstName,
    lines,
    action: { label: `See ${beach.name}`, url: beach.url },
    footnote: `You get this e-mail because you asked for rule-change e-mails for ${beach.name} in My beaches. To stop them, open this link (one click, no sign-in): ${unsubscribeUrl}`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function banStartsMail(
  to: AlertRecipient,
  beach: AlertBeach,
  day: LocalDate,
  segments: readonly DogSegment[],
  unsubscribeUrl: string,
): MailMessage {
  const part = segments.every((segment) => segment.state === 'restricted')
    ? 'from part of the beach'
    : '';
  const when = formatAlertDate(day);
  return alertMail(
    to,
    `Dog ban at ${beach.name} from ${when}`,
    [
      `From ${when} dogs are banned ${part ? `${part} ` : ''}at ${beach.name} ${banHours(segments)}.`,
      'Check the signs when you arrive: councils sometimes change the dates.',
    ],
    beach,
    unsubscribeUrl,
  );
}

export function banEndsMail(
  to: AlertRecipient,
  beach: AlertBeach,
  day: LocalDate,
  unsubscribeUrl: string,
): MailMessage {
  const when = formatAlertDate(day);
  return alertMail(
    to,
    `Dogs welcome again at ${beach.name} from ${when}`,
    [
      `The seasonal dog ban at ${beach.name} ends: from ${when} dogs are welcome again at every hour.`,
      'Check the signs when you arrive: councils sometimes change the dates.',
    ],
    beach,
    unsubscribeUrl,
  );
}

export function ruleChangedMail(
  to: AlertRecipient,
  beach: AlertBeach,
  changedOn: LocalDate,
  today: string,
  nextChange: string | null,
  unsubscribeUrl: string,
): MailMessage {
  return alertMail(
    to,
    `The dog rules at ${beach.name} have changed`,
    [
      `On ${formatAlertDate(changedOn)} we updated the dog rules at ${beach.name}.`,
      `Today: ${today}.${nextChange ? ` Next: ${nextChange}.` : ''}`,
    ],
    beach,
    unsubscribeUrl,
  );
}
