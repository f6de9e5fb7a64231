import type { MailMessage } from '../../plugins/mail';
import { actionMail } from '../auth/emails';

/** The thank-you a reporter gets when an administrator has checked and updated the beach's rules. */
export const ruleReportThanksMail = (
  to: string,
  firstName: string | null,
  beachName: string,
  beachUrl: string,
): MailMessage =>
  actionMail({
    to,
    subject: `Thank you: the dog rules of ${beachName} are updated`,
    greetingName: firstName,
    lines: [
      `Thank you for telling us that the dog rules of ${beachName} had changed.`,
      'We have checked them and updated the beach, so other dog owners see the rules as they are now.',
    ],
    action: { label: `See ${beachName}`, url: beachUrl },
    footnote: 'You get this email because you reported a rule change on Devon Dog Beaches.',
  });
