import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HalRecord } from '../api/hal';
import { EXTENSIONS, registerExtension } from '../resources/extensions';
import { renderWithClient } from '../test/render';
import { registerAppExtensions } from './extensions';

/** Which parts each collection adds to the generic screens. */
const EXPECTED: Record<string, string[]> = {
  modules: ['dialog'],
  staffs: ['actions', 'tabs'],
  userGroups: ['actions', 'tabs'],
  clients: ['actions'],
  // Issue 33: a portal user's invitation.
  clientUsers: ['actions'],
  driverAuths: ['actions'],
  locationPatterns: ['toolbar'],
  flightSchedules: ['toolbar'],
  vouchers: ['actions'],
  zoneTravelTimes: ['toolbar'],
};

describe('the extension registry', () => {
  it('is filled by the app at start-up with the parts each collection adds', () => {
    registerAppExtensions();
    for (const [name, parts] of Object.entries(EXPECTED)) expect(Object.keys(EXTENSIONS[name] ?? {}).sort(), name).toEqual(parts);
    expect(Object.keys(EXTENSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('refuses a name that is no collection', () => {
    expect(() => registerExtension('bankz', { toolbar: () => null })).toThrow('registerExtension: no collection is named bankz');
    expect(EXTENSIONS.bankz).toBeUndefined();
  });

  it("shows a feature's action once it has loaded, and only to those who may write", async () => {
    registerAppExtensions();
    const record = { id: 4, clientCode: 'HSBCC', _links: { self: { href: '/limo/api/clients/4' } } } as unknown as HalRecord;
    const actions = EXTENSIONS.clients.actions;
    expect(actions?.({ record, canWrite: false })).toBeNull();
    renderWithClient(<>{actions?.({ record, canWrite: true })}</>);
    // The first load of the feature's module may take a while under test.
    expect(await screen.findByRole('button', { name: 'Copy Client' }, { timeout: 10_000 })).toBeTruthy();
  });
});
