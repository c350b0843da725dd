import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../app/session';
import { userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import { fakeApi, renderForms } from './settings-fixtures';

describe('settings sections', () => {
  it('previews the branding as typed, the full name and tagline of the general section included', async () => {
    const { apollo } = fakeApi(() => ({ status: 'ok' }));
    const session = {
      user: userOf('owner'),
      business: { name: 'demo' },
      refreshBusiness: async () => undefined,
    };
    renderForms(apollo, session as unknown as Session);
    const user = setupUser();
    const preview = within(screen.getByRole('group', { name: 'Branding preview' }));
    expect(preview.getByText('Demo Music School')).toBeInTheDocument();
    expect(preview.getByTestId('primary-swatch').style.background).toBe('#3b5bdb');

    const fullName = screen.getByLabelText(/^Full name/);
    await user.clear(fullName);
    await enter(user, fullName, 'Harmony Hall');
    await user.clear(screen.getByLabelText('(optional) Tagline'));
    expect(preview.getByText('Harmony Hall')).toBeInTheDocument();
    expect(preview.getByText('Tagline')).toBeInTheDocument();
    const primary = screen.getByLabelText('(optional) Primary colour');
    await user.clear(primary);
    await enter(user, primary, '#e8590c');
    expect(preview.getByTestId('primary-swatch').style.background).toBe('#e8590c');
  });
});
