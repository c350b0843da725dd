export { Counter, Gauge, Histogram, Registry } from 'prom-client';
export * from './registry';
