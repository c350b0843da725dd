import { describe, expect, it } from 'vitest';
import { businessOf } from '../../test/business';
import { applyBranding } from './branding';

describe('applyBranding', () => {
  it('sets the title and the three favicon sizes, falling back to the logo', () => {
    applyBranding(
      businessOf({ name: 'demo', fullName: 'Demo Music School', uiLogoUrl: 'https://cdn.example/logo.png' }),
    );
    expect(document.title).toBe('Demo Music School');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];
    expect(links.map((l) => l.getAttribute('sizes'))).toEqual(['16x16', '32x32', '96x96']);
    expect(links.every((l) => l.href === 'https://cdn.example/logo.png')).toBe(true);
    applyBranding(
      businessOf({ name: 'demo', fullName: 'Demo', uiFaviconUrl: 'https://cdn.example/fav.ico' }),
    );
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(3);
    expect(document.head.querySelector<HTMLLinkElement>('link[sizes="32x32"]')?.href).toBe(
      'https://cdn.example/fav.ico',
    );
  });
});
