import { describe, expect, it } from 'vitest';
import { HEADER_MAX_LENGTH, middleTruncate } from './header-text';

describe('middleTruncate (002 §2.5: calendar headers, 18 characters, ellipsis in the middle)', () => {
  it('keeps a text of 18 characters or fewer as it is', () => {
    expect(middleTruncate('Piano Room')).toBe('Piano Room');
    expect(middleTruncate('a'.repeat(HEADER_MAX_LENGTH))).toBe('a'.repeat(18));
    expect(middleTruncate('')).toBe('');
  });

  it('cuts a longer text in the middle to 18 characters', () => {
    const shown = middleTruncate('Piano Room Main Studio');
    expect(shown).toBe('Piano Roo…n Studio');
    expect(Array.from(shown)).toHaveLength(18);
    expect(middleTruncate('abcdefghijklmnopqrs')).toBe('abcdefghi…lmnopqrs');
  });

  it('drops the blanks next to the ellipsis', () => {
    expect(middleTruncate('Main Studio - Room Two West')).toBe('Main Stud…Two West');
    expect(middleTruncate('Westside  Studio Room 12345')).toBe('Westside…om 12345');
  });

  it('counts characters as they are read, not UTF-16 units', () => {
    expect(middleTruncate('Élodie 🎹 Ångström-Lindqvist')).toBe('Élodie 🎹…indqvist');
    const shown = middleTruncate('Ångström Ämnesrum Östra Flygeln');
    expect(shown).toBe('Ångström…Flygeln');
    expect(Array.from(middleTruncate('🎹'.repeat(30)))).toHaveLength(18);
  });

  it('takes another maximum', () => {
    expect(middleTruncate('abcdefghij', 5)).toBe('ab…ij');
    expect(middleTruncate('abcdefghij', 1)).toBe('…');
  });
});
