// Scheduling against the real stack (its migrated database): npm test runs it.
module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
  testTimeout: 60000,
};
