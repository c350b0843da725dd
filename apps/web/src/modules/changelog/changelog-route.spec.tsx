import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../app/route-table';
import { renderApp, userOf } from '../../test/render-app';
import { RELEASES } from './releases';

const at = () => screen.getByTestId('location').textContent;

describe('/changelog', () => {
  it('is the changelog screen, guarded by CHANGELOG view', () => {
    expect(APP_ROUTES.find((r) => r.path === '/changelog')).toMatchObject({
      screen: expect.anything(),
      guard: { resource: 'CHANGELOG', action: 'view' },
    });
  });

  it('shows a manager every release', async () => {
    const { view } = renderApp({ path: '/changelog', user: userOf('manager') });
    await view;
    expect(await screen.findByRole('heading', { name: 'Changelog', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(RELEASES.length);
    expect(at()).toBe('/changelog');
  });

  it('keeps staff without CHANGELOG view out', async () => {
    const { view } = renderApp({ path: '/changelog', user: userOf('staff') });
    await view;
    await waitFor(() => expect(at()).toBe('/today'));
    expect(screen.queryByRole('heading', { name: 'Changelog', level: 2 })).not.toBeInTheDocument();
  });
});
