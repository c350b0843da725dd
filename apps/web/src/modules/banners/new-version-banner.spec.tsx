import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/theme';
import { NewVersionBanner } from './new-version-banner';
import { VERSION_POLL_MS } from './version-poll';

function setup() {
  const pages = ['v1', 'v2'];
  const fetcher = vi.fn(() =>
    Promise.resolve({ status: 200, text: () => Promise.resolve(pages.shift() ?? 'v2') } as Response),
  ) as unknown as typeof fetch;
  const reload = vi.fn();
  render(
    <UiProviders>
      <NewVersionBanner fetcher={fetcher} reload={reload} />
    </UiProviders>,
  );
  return { reload };
}

describe('NewVersionBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 15 seconds after a change and reloads at 0', async () => {
    const { reload } = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText(/new version/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VERSION_POLL_MS));
    expect(screen.getByText('A new version is available - reloading in 15 seconds')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('A new version is available - reloading in 10 seconds')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once on Click to reload', async () => {
    const { reload } = setup();
    await act(() => vi.advanceTimersByTimeAsync(VERSION_POLL_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Click to reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
