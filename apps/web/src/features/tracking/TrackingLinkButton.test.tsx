import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session/session';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { TrackingLinkButton } from './TrackingLinkButton';

const OLD = 'https://limo.example/t/oldoldoldoldoldoldoldoldoldoldoldoldoldoldo';
const NEW = 'https://limo.example/t/newnewnewnewnewnewnewnewnewnewnewnewnewnewn';

function serve(rights = ['ORDERING']) {
  const posted: string[] = [];
  stubSignedIn(rights, (url, init) => {
    if (url.endsWith('/api/revokeTrackingToken/41') && init.method === 'POST') {
      posted.push(url);
      return jsonResponse(200, { orderVehicleId: 41, trackingToken: NEW.slice(-43), trackingUrl: NEW });
    }
    return undefined;
  });
  return posted;
}

function SignedInProbe() {
  return <span>{useContext(SessionContext)?.user ? 'signed in' : ''}</span>;
}

const urlField = () => screen.getByTestId('tracking-link-url') as HTMLInputElement;

describe('TrackingLinkButton', () => {
  it('shows the link, copies it, and revokes it for a new one once confirmed', async () => {
    const posted = serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSignedIn(<TrackingLinkButton orderVehicleId={41} url={OLD} label="Vehicle 1" />);
    fireEvent.click(await screen.findByTestId('tracking-link-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking link of Vehicle 1' });
    expect(urlField().value).toBe(OLD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await within(dialog).findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(within(dialog).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(OLD);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke and make a new link' }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke and make a new link' });
    expect(posted).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(urlField().value).toBe(NEW));
    expect(posted).toHaveLength(1);
    expect(await screen.findByText('The old link is withdrawn; this is the new one.')).toBeTruthy();
  });

  it('is not shown to a user without ORDERING', async () => {
    serve(['SCHEDULING']);
    renderSignedIn(
      <>
        <SignedInProbe />
        <TrackingLinkButton orderVehicleId={41} url={OLD} label="Vehicle 1" />
      </>,
    );
    // Once the user is in, the button would be there.
    await screen.findByText('signed in');
    expect(screen.queryByTestId('tracking-link-button')).toBeNull();
  });
});
