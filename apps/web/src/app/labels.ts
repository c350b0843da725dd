/** 000 §5: a form label is prefixed with '(optional)' when the field is not required. */
export const labelFor = (label: string, required: boolean): string =>
  required ? label : `(optional) ${label}`;
