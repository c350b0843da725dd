import { operationLabel, operationLabels } from './labels';

describe('operation labels', () => {
  it('trims, cuts and names the anonymous', () => {
    expect(operationLabel(null)).toBe('anonymous');
    expect(operationLabel('  ')).toBe('anonymous');
    expect(operationLabel(' BookingsQuery ')).toBe('BookingsQuery');
    expect(operationLabel('x'.repeat(100))).toBe('x'.repeat(64));
  });

  it('gives only the first distinct names a series of their own', () => {
    const label = operationLabels();
    for (let i = 0; i < 500; i++) expect(label(`Op${i}`)).toBe(`Op${i}`);
    expect(label('Op0')).toBe('Op0');
    expect(label('Brand new')).toBe('other');
    expect(label(null)).toBe('anonymous');
  });

  it('counts per labeller', () => {
    const first = operationLabels(1);
    const second = operationLabels(1);
    expect([first('A'), first('B'), second('B')]).toEqual(['A', 'other', 'B']);
  });
});
