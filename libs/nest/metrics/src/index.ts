export { Counter, Gauge, Histogram, Registry } from 'prom-client';
export * from './registry';
export * from './labels';
export * from './cached-read';
export * from './kafka';
export * from './outbox';
export * from './bullmq';
export * from './idle-collection';
