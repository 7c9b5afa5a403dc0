/** What the batch void and recalculation screen tests share: the screen as the shell mounts it, a period typed and previewed. */
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { renderSignedIn } from '../../test/render';

/** A loaded machine renders the grid slowly. */
export const SLOW = { timeout: 10_000 };

/** The shell's guard: the screen shows once the user (and their rights) is loaded. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

export const showScreen = (ui: ReactElement) =>
  renderSignedIn(
    <MemoryRouter>
      <WhenSignedIn>{ui}</WhenSignedIn>
    </MemoryRouter>,
  );

/** Types the period (d/m/yyyy, each field left as a user would) and presses Preview. */
export async function previewPeriod(from: string, to: string) {
  for (const [label, value] of [
    ['Pick-up from', from],
    ['Pick-up to', to],
  ]) {
    fireEvent.change(await screen.findByLabelText(label, {}, SLOW), { target: { value } });
    fireEvent.blur(screen.getByLabelText(label));
  }
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
}
