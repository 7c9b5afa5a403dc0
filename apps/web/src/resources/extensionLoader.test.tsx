import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferExtensions, loadExtensions, useExtensionsRegistered } from './extensionLoader';

function Reader() {
  useExtensionsRegistered();
  return <p>screen</p>;
}

const mount = () =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Reader />
    </Suspense>,
  );

// The order matters: the loader is module state, and the first test runs before any is deferred.
describe('deferred extensions', () => {
  it('are not waited for when none are deferred (tests register theirs themselves)', () => {
    mount();
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('are waited for by a generic screen, loaded once, and tried again after a failure', async () => {
    let finish = () => {};
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    deferExtensions(load);
    await expect(loadExtensions()).rejects.toThrow('offline');

    await act(async () => {
      mount();
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(loadExtensions()).toBe(loadExtensions());
    await act(async () => finish());
    expect(await screen.findByText('screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
