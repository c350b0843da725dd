import { demoFamilies, seedId } from './demo-school';

describe('the demo school', () => {
  it('is the same school every time, with about 60 families of one or two parents and one to three children', () => {
    const a = demoFamilies();
    expect(JSON.stringify(demoFamilies())).toBe(JSON.stringify(a));
    expect(a.families).toHaveLength(60);
    for (const f of a.families) {
      expect(f.parents.length).toBeGreaterThanOrEqual(1);
      expect(f.parents.length).toBeLessThanOrEqual(2);
      expect(f.children.length).toBeGreaterThanOrEqual(1);
      expect(f.children.length).toBeLessThanOrEqual(3);
      expect(new Set(f.children.map((c) => c.firstName)).size).toBe(f.children.length);
      expect(f.children.every((c) => c.birthdate && !c.email)).toBe(true);
    }
    expect(a.adults.length).toBeGreaterThan(0);
  });

  it('parents and adults have distinct e-mails; seeded ids are stable UUIDs', () => {
    const { families, adults } = demoFamilies();
    const emails = [...families.flatMap((f) => f.parents), ...adults].map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(seedId('x')).toBe(seedId('x'));
    expect(seedId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
