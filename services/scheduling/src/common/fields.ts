import { Field, ReturnTypeFunc } from '@nestjs/graphql';

/** A GraphQL field that may be null. */
export const Maybe = (type: ReturnTypeFunc, description?: string): PropertyDecorator =>
  Field(type, { nullable: true, description });
