module.exports = {
  ...require('../../../jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
  testTimeout: 60000,
};
