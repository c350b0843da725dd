/** The envelope of every domain event on Kafka (ARCHITECTURE §7). */
export interface EventActor {
  userId: string | null;
  email: string | null;
  impersonatorId?: string | null;
}

export interface EventEnvelope<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  version: number;
  business: string;
  occurredAt: string;
  actor: EventActor | null;
  data: TData;
}

/** A topic is `<domain>.<aggregate>.v<N>`; messages are keyed by business. */
export const topicName = (domain: string, aggregate: string, version: number): string =>
  `${domain}.${aggregate}.v${version}`;
