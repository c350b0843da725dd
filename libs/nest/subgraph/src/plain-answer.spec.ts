import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { PLAIN_ANSWER_HEADER } from '@tempo/contracts';
import { plainAnswerPlugin } from './plain-answer';

const typeDefs = `type Query { ok: String broken: String }`;
const resolvers = {
  Query: {
    ok: () => 'fine',
    broken: () => {
      throw new Error('this field is broken');
    },
  },
};

/** A plugin that adds an extension to every answer (as a tracing plugin would). */
const extending: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single') response.body.singleResult.extensions = { traced: true };
      },
    };
  },
};

async function markOf(plugins: ApolloServerPlugin[], query: string): Promise<string | undefined> {
  const server = new ApolloServer({ typeDefs, resolvers, plugins });
  await server.start();
  try {
    const answer = await server.executeOperation({ query });
    return answer.http.headers.get(PLAIN_ANSWER_HEADER);
  } finally {
    await server.stop();
  }
}

describe('plainAnswerPlugin', () => {
  it('marks an answer holding nothing but data', async () => {
    expect(await markOf([plainAnswerPlugin()], '{ ok }')).toBe('1');
  });

  it('leaves unmarked an answer with errors, a validation error, or extensions', async () => {
    expect(await markOf([plainAnswerPlugin()], '{ ok broken }')).toBeUndefined();
    expect(await markOf([plainAnswerPlugin()], '{ nope }')).toBeUndefined();
    expect(await markOf([extending, plainAnswerPlugin()], '{ ok }')).toBeUndefined();
  });
});
