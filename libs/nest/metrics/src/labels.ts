/**
 * Bounded label values for operation names: clients (and the gateway's
 * query planner) choose them, so a label is cut to MAX_OPERATION_LABEL
 * characters, defaults to 'anonymous', and only the first
 * MAX_OPERATION_LABELS distinct names of a process get a series of their
 * own; later ones are counted as 'other'.
 */
export const MAX_OPERATION_LABEL = 64;
export const MAX_OPERATION_LABELS = 500;

/** An operation name as a label value: trimmed, cut, 'anonymous' when there is none. */
export const operationLabel = (name: string | null | undefined): string =>
  name && name.trim() ? name.trim().slice(0, MAX_OPERATION_LABEL) : 'anonymous';

/** A labeller that gives the first `max` distinct names their own value and 'other' to the rest. */
export function operationLabels(max = MAX_OPERATION_LABELS): (name: string | null | undefined) => string {
  const known = new Set<string>();
  return (name) => {
    const label = operationLabel(name);
    if (label === 'anonymous' || known.has(label)) return label;
    if (known.size >= max) return 'other';
    known.add(label);
    return label;
  };
}
