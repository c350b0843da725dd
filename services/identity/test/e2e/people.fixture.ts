import { randomUUID } from 'node:crypto';
import { Kafka, Producer } from 'kafkajs';
import { signServiceToken } from '@tempo/auth';
import { infraSchema, loadConfig } from '@tempo/config';
import {
  EventEnvelope,
  PeopleEventType,
  PeopleTopics,
  PersonEventData,
  SERVICE_AUTH_SCHEME,
} from '@tempo/contracts';
import { createKafka, createProducer } from '@tempo/events';

/** Identity's public and internal origins (IDENTITY_URL; its internal port is the public one + 10000). */
export const IDENTITY = new URL(process.env.IDENTITY_URL ?? 'http://127.0.0.1:4101').origin;
export const IDENTITY_INTERNAL =
  process.env.IDENTITY_INTERNAL_URL ??
  (() => {
    const u = new URL(IDENTITY);
    u.port = String(Number(u.port) + 10000);
    return u.origin;
  })();

const config = loadConfig({
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  KAFKA_BROKERS: infraSchema.KAFKA_BROKERS,
});

/** The Authorization value of a service call (as the people subgraph makes it). */
export const serviceAuth = async (secret = config.SERVICE_TOKEN_SECRET): Promise<string> =>
  `${SERVICE_AUTH_SCHEME} ${await signServiceToken('people', secret)}`;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** POSTs a JSON body (a string is sent as it is) to identity. */
export async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  authorization: string | null,
  base = IDENTITY_INTERNAL,
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** A person's record as the people subgraph publishes it. */
export const personRecord = (over: Partial<PersonEventData> = {}): PersonEventData => ({
  personId: randomUUID(),
  email: null,
  firstName: 'Mia',
  lastName: 'Moss',
  staffRole: null,
  staffFlags: {},
  deactivated: false,
  profilePhoto: null,
  ...over,
});

/** Publishes people events on the real topic, as the people subgraph's outbox relay does. */
export class PeoplePublisher {
  private readonly kafka: Kafka = createKafka({
    brokers: config.KAFKA_BROKERS,
    clientId: 'identity-e2e-people',
  });
  private producer: Producer | null = null;

  async publish(business: string, type: PeopleEventType, data: PersonEventData): Promise<void> {
    if (!this.producer) {
      this.producer = createProducer(this.kafka);
      await this.producer.connect();
    }
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type,
      version: 1,
      business,
      occurredAt: new Date().toISOString(),
      actor: null,
      data,
    };
    await this.producer.send({
      topic: PeopleTopics.person,
      messages: [{ key: business, value: JSON.stringify(envelope), headers: { 'event-id': envelope.id } }],
    });
  }

  async close(): Promise<void> {
    await this.producer?.disconnect();
  }
}
