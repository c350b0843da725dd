import type { ApolloServerPlugin } from '@apollo/server';
import { PLAIN_ANSWER_HEADER } from '@tempo/contracts';

/**
 * Marks an answer that holds nothing but `data` (PLAIN_ANSWER_HEADER), so the gateway passes it on as it
 * came instead of parsing it to find out (a month of the calendar is over a megabyte). It must be the last
 * plugin: what a later one added to the answer would not be seen.
 */
export function plainAnswerPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          if (data && !errors?.length && !extensions) response.http.headers.set(PLAIN_ANSWER_HEADER, '1');
        },
      };
    },
  };
}
