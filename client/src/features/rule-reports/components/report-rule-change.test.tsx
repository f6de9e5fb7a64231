import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleReportMessages } from '@shared/rule-reports';
import {
  clickWhenEnabled,
  croydeBay,
  expectSentToSignIn,
  renderOnBeachPage,
} from '@/testing/beach-panel';
import { sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { signedInAs, signedOut } from '@/testing/users';
import { ReportRuleChange } from './report-rule-change';

restoreAfterEach();

const render = () => renderOnBeachPage(<ReportRuleChange beach={croydeBay} />);

const openDialog = async () => {
  const button = await screen.findByRole('button', { name: 'Report a rule change' });
  await clickWhenEnabled(button);
  return screen.findByRole('dialog', { name: 'Report a rule change' });
};
const reportText = 'The sign at the slipway now says dogs banned 1 May to 30 September.';

describe('Report a rule change', () => {
  it('checks the text before sending, with the messages beside the field', async () => {
    const fetchMock = stubApi(signedInAs());
    render();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ruleReportMessages.reportRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('What does the sign or the council say?'), {
      target: { value: 'too short' },
    });
    expect(await screen.findByText(ruleReportMessages.reportTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/beaches/3/rule-reports');
  });

  it('sends JSON without a photo and thanks the user in a toast', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'POST /api/beaches/3/rule-reports': {
        status: 201,
        body: {
          id: 1,
          beachId: 3,
          report: reportText,
          photoUrl: null,
          status: 'open',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    render();
    await openDialog();
    fireEvent.change(screen.getByLabelText('What does the sign or the council say?'), {
      target: { value: `  ${reportText} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await toastWith("Thanks! We'll check the rules and update the beach.");
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({ report: reportText });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the sign photo as multipart, refuses a file that is not an image, and keeps the text when sending fails', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'POST /api/beaches/3/rule-reports': {
        status: 429,
        body: { message: ruleReportMessages.tooMany },
      },
    });
    render();
    await openDialog();
    const input = screen.getByLabelText('Photo of the sign (optional)');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'notice.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('notice.pdf is not a valid image file.')).toBeInTheDocument();
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array([1, 2, 3])], 'sign.jpg', { type: 'image/jpeg' })],
      },
    });
    const text = screen.getByLabelText('What does the sign or the council say?');
    fireEvent.change(text, { target: { value: reportText } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await toastWith(ruleReportMessages.tooMany);
    expect(text).toHaveValue(reportText);
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('report')).toBe(reportText);
    expect((body.get('photo') as File).name).toBe('sign.jpg');
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    stubApi(signedOut);
    const router = render();
    const button = await screen.findByRole('button', { name: 'Report a rule change' });
    await clickWhenEnabled(button);
    await expectSentToSignIn(router);
  });
});
