import { readLevel, publicView, SUSPENDED_VISIBLE } from './read-level';

const member = { role: 'staff', business: 'demo', userId: 'u1' };

describe('read levels', () => {
  it('superusers read everything', () => {
    expect(readLevel({ ...member, role: 'superuser', business: 'other' }, 'demo', () => false)).toBe(
      'platform',
    );
  });

  it('people of another business, and visitors, read the public fields', () => {
    expect(readLevel({ ...member, business: 'other' }, 'demo', () => true)).toBe('public');
    expect(readLevel({ ...member, userId: null }, 'demo', () => true)).toBe('public');
  });

  it('SELF_BUSINESS view gives the private settings, NAVBAR read the members’ ones', () => {
    expect(readLevel(member, 'demo', (a, r) => a === 'view' && r === 'SELF_BUSINESS')).toBe('private');
    expect(readLevel(member, 'demo', (a, r) => a === 'read' && r === 'NAVBAR')).toBe('member');
    expect(readLevel(member, 'demo', () => false)).toBe('public');
  });
});

describe('a suspended business on its own pages', () => {
  const view = { name: 'demo', status: 'S', fullName: 'Demo', tagline: 'Hi', uiLogoUrl: 'https://x/l.png' };

  it('shows only what the suspended screen needs', () => {
    expect(publicView(view, 'BUSINESS_STATUS_SUSPENDED', false)).toEqual({
      name: 'demo',
      status: 'S',
      fullName: 'Demo',
      tagline: null,
      uiLogoUrl: 'https://x/l.png',
    });
    expect(SUSPENDED_VISIBLE).not.toContain('tagline');
  });

  it('shows everything while open, and to superusers', () => {
    expect(publicView(view, 'BUSINESS_STATUS_ACTIVE', false)).toBe(view);
    expect(publicView(view, 'BUSINESS_STATUS_CLOSED', true)).toBe(view);
  });
});
