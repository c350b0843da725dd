module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
  testTimeout: 60000,
  // kafkajs keeps internal retry timers alive after consumers disconnect; every
  // client is disconnected in the tests, so the run ends when they are done.
  forceExit: true,
};
