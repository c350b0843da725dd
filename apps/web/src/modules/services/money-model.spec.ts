import { describe, expect, it } from 'vitest';
import { formatMoney, moneyError, moneyText, parseMoney } from './money-model';

describe('money', () => {
  it('shows minor units in the currency with 2 decimals', () => {
    expect(formatMoney(4500, 'USD')).toBe('$45.00');
    expect(formatMoney(1234, 'eur')).toBe('€12.34');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
  });

  it('shows no amount as a dash', () => {
    expect(formatMoney(null, 'USD')).toBe('-');
  });

  it('puts minor units in the form as decimals', () => {
    expect(moneyText(4500)).toBe('45.00');
    expect(moneyText(null)).toBe('');
  });

  it('reads decimals as minor units', () => {
    expect(parseMoney('45')).toBe(4500);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('0.05')).toBe(5);
    expect(parseMoney('1,200.99')).toBe(120099);
  });

  it('reads an empty text as no amount, and refuses what is no amount', () => {
    expect(parseMoney(' ')).toBeNull();
    expect(parseMoney('-3')).toBeUndefined();
    expect(parseMoney('1.234')).toBeUndefined();
    expect(parseMoney('ten')).toBeUndefined();
    expect(moneyError('price')).toBe('price must be an amount like 12.50');
  });
});
