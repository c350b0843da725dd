export * from './texts';
export * from './phone';
export * from './names';
export * from './countries';
export * from './form-fields';
export * from './custom-field-rules';
export * from './registration-rules';
