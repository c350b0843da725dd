/** True when `e` is PostgreSQL's unique violation of the named index. */
export function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const code = err?.driverError?.code ?? err?.code;
  const name = err?.driverError?.constraint ?? err?.constraint;
  return code === '23505' && name === constraint;
}
