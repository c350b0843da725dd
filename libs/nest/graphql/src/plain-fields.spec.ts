import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  Field,
  GraphQLModule,
  GraphQLSchemaHost,
  ObjectType,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { execute, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { subgraphGraphqlConfig } from './subgraph';
import { withPlainPropertyFields } from './plain-fields';

@ObjectType()
class Lesson {
  @Field(() => String) name!: string;
  @Field(() => String, { name: 'label' }) title!: string;
  @Field(() => String, { nullable: true, defaultValue: 'no note' }) note?: string;
  @Field(() => String) teacher!: string;
}

@Resolver(() => Lesson)
class LessonResolver {
  @Query(() => Lesson)
  lesson(): Partial<Lesson> {
    return { name: 'Piano', title: 'Piano, 30 min' };
  }

  @ResolveField(() => String)
  teacher(): string {
    return 'Ada';
  }
}

@Module({
  imports: [
    GraphQLModule.forRoot({
      ...subgraphGraphqlConfig({ production: false, context: () => ({}) }),
      plugins: [ApolloServerPluginInlineTraceDisabled()],
    }),
  ],
  providers: [LessonResolver],
})
class LessonsModule {}

describe('withPlainPropertyFields', () => {
  it("leaves a subgraph's plain property fields without a resolver and keeps every other resolver", async () => {
    const app = await NestFactory.create(LessonsModule, { logger: false });
    try {
      await app.init();
      const { schema } = app.get(GraphQLSchemaHost);
      const fields = (schema.getType('Lesson') as GraphQLObjectType).getFields();
      // read as a property of the same name: no resolver
      expect(fields.name.resolve).toBeUndefined();
      // another property name, a default value, a resolver of its own: kept
      expect(fields.label.resolve).toBeDefined();
      expect(fields.note.resolve).toBeDefined();
      expect(fields.teacher.resolve).toBeDefined();
      const answer = await execute({
        schema,
        document: parse('{ lesson { name label note teacher } }'),
        contextValue: {},
      });
      expect(answer).toEqual({
        data: { lesson: { name: 'Piano', label: 'Piano, 30 min', note: 'no note', teacher: 'Ada' } },
      });
    } finally {
      await app.close();
    }
  });

  it('never calls a resolver that is not Nest’s property resolver', () => {
    const resolve = jest.fn(() => 'computed');
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { a: { type: GraphQLString, resolve }, b: { type: GraphQLString } },
      }),
    });
    withPlainPropertyFields(schema);
    expect(resolve).not.toHaveBeenCalled();
    expect(schema.getQueryType()!.getFields().a.resolve).toBe(resolve);
  });
});
