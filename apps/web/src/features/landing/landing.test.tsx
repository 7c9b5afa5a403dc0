import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import { HrTodoPanel } from './HrTodoPanel';
import { UnbilledPanel } from './UnbilledPanel';

// The landing figures of accounts and HR (issue 30 part 8b).

const unbilled = {
  toDate: '2030-10-14',
  count: 5,
  amount: '12345.60',
  clients: [
    { clientId: 7, clientCode: 'PEN', clientShortName: 'Peninsula', clientNameChi: '半島酒店', count: 3, amount: '12000.00', fromDate: '2030-09-02' },
    { clientId: 9, clientCode: 'ICC', clientShortName: 'ICC Tower', clientNameChi: null, count: 2, amount: '345.60', fromDate: '2030-10-01' },
  ],
};

describe('the accounts landing', () => {
  it('shows per client the trips not yet invoiced and their amount, each a link to its invoice trial', async () => {
    stubSignedIn(['ORDERINVOICE', 'INVOICING'], (url) => (url.endsWith('/api/unbilledTrips') ? jsonResponse(200, unbilled) : undefined));
    showScreen(<UnbilledPanel />);
    const panel = await screen.findByRole('region', { name: 'Trips not yet invoiced, up to 14/10/2030' }, SLOW);
    expect(within(panel).getByText('5 trips, 12,345.60')).toBeTruthy();
    const link = within(panel).getByRole('link', { name: 'Open the invoice trial of PEN Peninsula' });
    expect(link.getAttribute('href')).toBe('/Account/orderInvoice?clientId=7&dateFrom=2030-09-02&dateTo=2030-10-14');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('12,000.00')).toBeTruthy();
  });

  it('shows the figures without links to a clerk who may not open the trial', async () => {
    stubSignedIn(['INVOICING'], (url) => (url.endsWith('/api/unbilledTrips') ? jsonResponse(200, unbilled) : undefined));
    showScreen(<UnbilledPanel />);
    const panel = await screen.findByRole('region', { name: /Trips not yet invoiced/ }, SLOW);
    expect(within(panel).getByText('ICC ICC Tower')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });
});

describe('the HR landing', () => {
  it('links the pending leave requests to leave approval and the month to close to the allowance screen on it', async () => {
    stubSignedIn(['LEAVEAPPROVAL', 'DRIVERALLOWANCE'], (url) =>
      url.endsWith('/api/hrTodo') ? jsonResponse(200, { pendingLeave: 3, monthToClose: '2030-09' }) : undefined,
    );
    showScreen(<HrTodoPanel />);
    const pending = await screen.findByRole('link', { name: '3 leave requests waiting for a decision' }, SLOW);
    expect(pending.getAttribute('href')).toBe('/operation/LeaveApproval');
    expect(screen.getByRole('link', { name: 'Allowance month to close: 2030-09' }).getAttribute('href')).toBe('/HR/driverAllowance?month=2030-09');
  });

  it('says when every month is closed, and shows no leave figure the server did not send', async () => {
    stubSignedIn(['DRIVERALLOWANCE'], (url) => (url.endsWith('/api/hrTodo') ? jsonResponse(200, { monthToClose: null }) : undefined));
    showScreen(<HrTodoPanel />);
    expect(await screen.findByText('Every allowance month of the past year is closed.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
