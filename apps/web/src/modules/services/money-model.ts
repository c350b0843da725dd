/** Money of 001 §9: shown in the business's default currency with 2 decimals, sent as minor units. */

/** 1234 minor units -> '$12.34' in USD (the currency's own sign, 2 decimals). */
export function formatMoney(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return '-';
  const code = (currency || 'USD').toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

/** Minor units as the form shows them: 1234 -> '12.34'; none -> ''. */
export const moneyText = (minor: number | null | undefined): string =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2);

const DECIMAL = /^\d+(?:\.\d{1,2})?$/;

/** '12.34' -> 1234; '' -> null; undefined for a text that is no amount (negative, 3 decimals, words). */
export function parseMoney(text: string): number | null | undefined {
  const t = text.trim().replace(/,/g, '');
  if (!t) return null;
  if (!DECIMAL.test(t)) return undefined;
  const [whole, cents = ''] = t.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** The form's text of an amount, when it is no amount: '<field> must be an amount like 12.50'. */
export const moneyError = (field: string) => `${field} must be an amount like 12.50`;
