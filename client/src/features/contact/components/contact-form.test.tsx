import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '@shared/contact';
import { altchaResets, altchaWidget, defineFakeAltchaWidget, solveAltcha } from '@/testing/altcha';
import { renderRoutes } from '@/testing/render-routes';
import { heldReply, sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { ContactRoute } from '@/app/routes/contact';

// The real widget solves a proof of work in web workers; here it is a stand-in (testing/altcha).
vi.mock('altcha/external', () => ({}));
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: class {} }));

beforeAll(defineFakeAltchaWidget);
beforeEach(() => altchaResets.mockClear());
restoreAfterEach();

const renderContact = () =>
  renderRoutes([{ path: '/contact', element: withToasts(<ContactRoute />) }], '/contact');

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillForm({ subject = 'Bantham in winter' } = {}) {
  fill('Name', 'Morwenna Trelawny');
  fill('Email', 'morwenna@example.com');
  fill('Subject (optional)', subject);
  fill('Message', 'Are dogs allowed on Bantham in January?');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('the contact page', () => {
  it('shows the info cards and the promise of a reply', async () => {
    stubApi({});
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Devon, England')).toBeInTheDocument();
    for (const topic of [
      'Beach information',
      'Photo submissions',
      'Beach recommendations',
      'Technical support',
    ]) {
      expect(screen.getByText(topic)).toBeInTheDocument();
    }
    // One promise about replies, said once.
    expect(screen.getAllByText('We reply within two working days.')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/24 hours|24-48|Monday to Friday/);
    // No address is shown anywhere on the page.
    expect(document.body.textContent).not.toMatch(/@[a-z0-9-]+\.[a-z]/i);
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    // The widget is pointed at our own server, loaded on this page only.
    expect(await altchaWidget()).toHaveAttribute('challenge', '/api/captcha');
  });

  it('says what is missing and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderContact();
    await altchaWidget();
    send();
    expect(await screen.findAllByText(contactMessages.required)).toHaveLength(3);
    expect(screen.getByText(contactMessages.captcha)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject (optional)')).toHaveAttribute('aria-invalid', 'false');

    fill('Email', 'not-an-email');
    send();
    expect(await screen.findByText(contactMessages.emailInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/contact')).toBe(false);
  });

  it('clears the CAPTCHA message once the widget is verified', async () => {
    stubApi({});
    renderContact();
    fillForm();
    await altchaWidget();
    send();
    expect(await screen.findByText(contactMessages.captcha)).toBeInTheDocument();
    await solveAltcha();
    await waitFor(() => expect(screen.queryByText(contactMessages.captcha)).toBeNull());
  });

  it('sends the message with the solved payload, then thanks in place of the form', async () => {
    const contact = heldReply();
    const fetchMock = stubApi({ 'POST /api/contact': contact.handler });
    renderContact();
    fillForm();
    await solveAltcha();
    send();

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/api/contact');
    expect(sentBody(fetchMock, call)).toEqual({
      name: 'Morwenna Trelawny',
      email: 'morwenna@example.com',
      subject: 'Bantham in winter',
      message: 'Are dogs allowed on Bantham in January?',
      recaptchaToken: 'solved-payload',
    });
    expect(fetchMock.mock.calls[call]?.[1]).toMatchObject({ method: 'POST' });

    act(() => contact.answer({ status: 201, body: { message: 'Message sent' } }));
    await toastWith(contactMessages.successTitle);
    const thanks = await screen.findByRole('heading', {
      name: 'Thanks, Morwenna Trelawny. Your message has been sent.',
    });
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.getAllByText('We reply within two working days.')).toHaveLength(1);

    // Another message: a fresh form and CAPTCHA, the sender's name and e-mail kept.
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Morwenna Trelawny');
    expect(screen.getByLabelText('Email')).toHaveValue('morwenna@example.com');
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // No leftover CAPTCHA complaint on the fresh form.
    expect(screen.queryByText(contactMessages.captcha)).toBeNull();
  });

  it('leaves a blank subject out', async () => {
    const fetchMock = stubApi({ 'POST /api/contact': { status: 201, body: { message: 'ok' } } });
    renderContact();
    fillForm({ subject: '   ' });
    await solveAltcha('payload-2');
    send();
    await toastWith(contactMessages.successTitle);
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/api/contact');
    expect(sentBody(fetchMock, call)).toEqual({
      name: 'Morwenna Trelawny',
      email: 'morwenna@example.com',
      message: 'Are dogs allowed on Bantham in January?',
      recaptchaToken: 'payload-2',
    });
  });

  it("shows the server's message on failure, keeps what was typed and resets the CAPTCHA", async () => {
    const fetchMock = stubApi({
      'POST /api/contact': { status: 400, body: { message: contactMessages.captcha } },
    });
    renderContact();
    fillForm();
    await solveAltcha();
    send();
    await toastWith(contactMessages.failureTitle);
    await toastWith(contactMessages.captcha);
    expect(screen.getByLabelText('Name')).toHaveValue('Morwenna Trelawny');
    expect(screen.getByLabelText('Email')).toHaveValue('morwenna@example.com');
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('Bantham in winter');
    expect(screen.getByLabelText('Message')).toHaveValue('Are dogs allowed on Bantham in January?');
    expect(altchaResets).toHaveBeenCalledTimes(1);

    // The used payload is gone: sending again asks for the CAPTCHA, without a second call.
    const callsBefore = fetchMock.mock.calls.length;
    send();
    await waitFor(() =>
      expect(screen.getAllByText(contactMessages.captcha).length).toBeGreaterThan(0),
    );
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('says when too many messages were sent', async () => {
    stubApi({ 'POST /api/contact': { status: 429, body: { message: contactMessages.tooMany } } });
    renderContact();
    fillForm();
    await solveAltcha();
    send();
    await toastWith(contactMessages.failureTitle);
    await toastWith(contactMessages.tooMany);
  });
});
