import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session/session';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { OrderSmsButton } from './OrderSmsButton';

const TEMPLATES = [
  { id: 1, smsCode: 'DRVJOB', smsDescEng: 'Job to the driver', recipient: 'DRIVER', bodyEng: 'x', bodyChi: 'y' },
  { id: 2, smsCode: 'PAXCONF', smsDescEng: 'Confirmation to the passenger', recipient: 'PASSENGER', bodyEng: 'x', bodyChi: null },
];
const TEXT = { en: 'Job HK1 11/02/2030 10:00 Mr Wong', zh: '工作 HK1 11/02/2030 10:00 接載Mr Wong' };
const FAILED = {
  id: 9,
  orderVehicleId: 41,
  smsId: 1,
  recipient: 'PASSENGER',
  mobile: '+86 138 0013 8000',
  body: 'Your car is at door B',
  status: 'FAILED',
  error: 'Mailbox unavailable',
  sentDt: '2030-02-11T01:00:00.000Z',
  createBy: 'dispatcher',
};

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** The server of the dialog: templates, a preview per recipient and template, the log and orderSms answering `answer`. */
function serve(answer: (body: Record<string, unknown>) => object, rights = ['ORDERING']) {
  const sent: Sent[] = [];
  stubSignedIn(rights, (url, init) => {
    const u = new URL(url, 'http://x');
    if (u.pathname.endsWith('/api/smses'))
      return jsonResponse(200, { _embedded: { smses: TEMPLATES }, page: { size: 100, totalElements: 2, totalPages: 1, number: 0 } });
    if (u.pathname.endsWith('/api/orderSmsPreview')) {
      const q = u.searchParams;
      const driver = q.get('recipient') === 'DRIVER';
      const text = q.get('smsId') ? TEXT[q.get('lang') as 'en' | 'zh'] : '';
      return jsonResponse(200, {
        recipient: q.get('recipient'),
        mobile: driver ? '9123 4567' : null,
        address: driver ? '85291234567@sms.example.hk' : null,
        problem: driver || q.get('recipient') === 'OTHER' ? null : 'No passenger of order vehicle HK1-1 has a mobile (paxTel)',
        text,
        unknown: [],
      });
    }
    if (u.pathname.endsWith('/api/orderSmses'))
      return jsonResponse(200, { _embedded: { orderSmses: [FAILED] }, page: { size: 50, totalElements: 1, totalPages: 1, number: 0 } });
    if (u.pathname.endsWith('/api/orderSms')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      return jsonResponse(200, answer(body));
    }
    return undefined;
  });
  return sent;
}

const sentRow = (body: Record<string, unknown>) => ({
  ...FAILED,
  id: 10,
  recipient: body.recipient,
  mobile: '9123 4567',
  body: body.text,
  status: 'SENT',
  error: null,
});

function SignedInProbe() {
  return <span>{useContext(SessionContext)?.user ? 'signed in' : ''}</span>;
}

async function openDialog() {
  renderSignedIn(<OrderSmsButton orderVehicleId={41} label="HK1-1" />);
  fireEvent.click(await screen.findByTestId('sms-button'));
  return screen.findByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderSmsButton and its dialog', () => {
  it('is not shown to a user without ORDERING', async () => {
    serve(sentRow, ['SCHEDULING']);
    renderSignedIn(
      <>
        <SignedInProbe />
        <OrderSmsButton orderVehicleId={41} />
      </>,
    );
    // Once the user is in, the button would be there.
    await screen.findByText('signed in');
    expect(screen.queryByTestId('sms-button')).toBeNull();
  });

  it('fills the template in English and Chinese with its length, sends the edited text and shows the result', async () => {
    const sent = serve(sentRow);
    const dialog = await openDialog();
    expect(within(dialog).getByText('SMS · HK1-1')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('sms-template').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(within(dialog).getByTestId('sms-template'), { target: { value: '1' } });
    const text = within(dialog).getByTestId('sms-text') as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe(TEXT.en));
    expect(within(dialog).getByTestId('sms-to').textContent).toBe('To 9123 4567 (85291234567@sms.example.hk)');
    expect(within(dialog).getByTestId('sms-length').textContent).toBe(`${TEXT.en.length} characters · 1 SMS`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Chinese' }));
    await waitFor(() => expect(text.value).toBe(TEXT.zh));
    expect(within(dialog).getByTestId('sms-length').textContent).toBe(`${TEXT.zh.length} characters · 1 SMS · Unicode (70 a message)`);

    fireEvent.change(text, { target: { value: `${TEXT.zh} 請準時` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByTestId('sms-result')).toHaveProperty('textContent', 'Sent to 9123 4567');
    expect(sent.map((s) => s.body)).toEqual([{ orderVehicleId: 41, recipient: 'DRIVER', smsId: 1, lang: 'zh', text: `${TEXT.zh} 請準時` }]);
  });

  it('takes the recipient of the template, names why it cannot be sent, and needs a mobile for another number', async () => {
    const sent = serve(sentRow);
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByTestId('sms-template').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(within(dialog).getByTestId('sms-template'), { target: { value: '2' } });
    expect((within(dialog).getByTestId('sms-recipient') as HTMLSelectElement).value).toBe('PASSENGER');
    expect(await within(dialog).findByText('No passenger of order vehicle HK1-1 has a mobile (paxTel)')).toBeTruthy();
    // A template without a Chinese body keeps English.
    expect(within(dialog).getByRole('button', { name: 'Chinese' })).toHaveProperty('disabled', true);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);

    fireEvent.change(within(dialog).getByTestId('sms-recipient'), { target: { value: 'OTHER' } });
    await waitFor(() => expect((within(dialog).getByTestId('sms-text') as HTMLTextAreaElement).value).toBe(TEXT.en));
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Mobile/), { target: { value: '6123 4567' } });
    expect(send).toHaveProperty('disabled', false);
    fireEvent.click(send);
    await within(dialog).findByTestId('sms-result');
    expect(sent[0].body).toMatchObject({ recipient: 'OTHER', mobile: '6123 4567', smsId: 2, text: TEXT.en });
  });

  it('lists the messages of the vehicle and resends a failed one as it was logged, showing the failure again', async () => {
    const sent = serve((body) => ({ ...FAILED, id: 11, body: body.text, error: 'SMTP_URL is not set' }));
    const dialog = await openDialog();
    const row = await within(dialog).findByTestId('sms-log-9');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('Mailbox unavailable')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByTestId('sms-result')).toHaveProperty('textContent', 'Not sent to +86 138 0013 8000: SMTP_URL is not set');
    expect(sent[0].body).toEqual({ orderVehicleId: 41, recipient: 'PASSENGER', mobile: '+86 138 0013 8000', smsId: 1, text: 'Your car is at door B' });
    // Another message in the making: the result of the last one goes.
    fireEvent.change(within(dialog).getByTestId('sms-recipient'), { target: { value: 'CONTACT' } });
    expect(within(dialog).queryByTestId('sms-result')).toBeNull();
  });
});
