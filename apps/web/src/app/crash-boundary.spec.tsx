import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../test/render-app';
import { CrashBoundary } from './crash-boundary';
import { Session, SessionContext } from './session';
import { UiProviders } from './theme';

function Broken(): never {
  throw new Error('render failure');
}

describe('crash screen', () => {
  it('shows the business contact when a screen fails to render', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProviders>
        <SessionContext.Provider value={{ business: DEMO } as Session}>
          <MemoryRouter>
            <CrashBoundary>
              <Broken />
            </CrashBoundary>
          </MemoryRouter>
        </SessionContext.Provider>
      </UiProviders>,
    );
    expect(screen.getByText('An error has occurred')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are working on fixing this. If the error persists, please contact hello@demo.example for assistance',
      ),
    ).toBeInTheDocument();
    spy.mockRestore();
  });
});
