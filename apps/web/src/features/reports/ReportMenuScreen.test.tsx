import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubSignedIn } from '../../test/render';
import ReportMenuScreen, { reportsFor } from './ReportMenuScreen';

describe('the reports menu', () => {
  it('lists the reports the rights open, the menu itself left out', () => {
    expect(reportsFor(['REPORTMENU', 'DRIVEROTRPT']).map((r) => r.path)).toEqual(['/report/DriverOTReport']);
    expect(reportsFor(['REPORTMENU', 'SALESREPORT', 'DASHBOARD', 'CLIENTSALESRPT']).map((r) => r.path)).toEqual([
      '/report/salesreport',
      '/report/ClientSalesReport',
      '/report/dashboard',
    ]);
  });

  it('shows each with its title and what a row is, and moves between them with the arrow keys', async () => {
    stubSignedIn(['REPORTMENU', 'SALESREPORT', 'CASHREPORT', 'DRIVEROTRPT'], () => undefined);
    renderSignedIn(
      <MemoryRouter initialEntries={['/report/report']}>
        <ReportMenuScreen />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Reports' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/report/salesreport', '/report/cashreport', '/report/DriverOTReport']);
    expect(links[0].textContent).toBe('Sales ReportEvery order vehicle of an active order picked up in the period, with its fare.');
    expect(links[2].textContent).toContain("Each driver's overtime per day");
    links[0].focus();
    fireEvent.keyDown(links[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1], { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[1]);
  });
});
