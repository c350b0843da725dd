import { setupUser } from '../../test/user';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../app/theme';
import { SupportProvider, supportLabel, supportMailto, useSupport } from './support';

function Item() {
  const support = useSupport();
  return <button onClick={support.toggle}>{supportLabel(support.open)}</button>;
}

describe('live support', () => {
  it("toggles between 'Get live support' and 'Hide live support' with the panel", async () => {
    render(
      <UiProviders>
        <SupportProvider businessName="demo">
          <Item />
        </SupportProvider>
      </UiProviders>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Get live support' }));
    expect(screen.getByRole('dialog', { name: 'Live support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@tempo.example' })).toHaveAttribute(
      'href',
      expect.stringContaining('Support%20request%20for%20demo'),
    );
    await user.click(screen.getByText('Hide live support', { selector: 'button' }));
    expect(screen.queryByRole('dialog', { name: 'Live support' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get live support' })).toBeInTheDocument();
  });

  it('prefills the e-mail with the business and the page', () => {
    const href = supportMailto('demo', '/calendar');
    expect(href.startsWith('mailto:support@tempo.example?')).toBe(true);
    expect(decodeURIComponent(href)).toContain('I need help with /calendar');
  });
});
