import 'reflect-metadata';
import { ArgsType, Field } from '@nestjs/graphql';
import { argsTypeRules, InputRule } from './input-rule';

@ArgsType()
class BaseArgs {
  @InputRule({ maxLength: 42 }) @Field(() => String) firstName!: string;
}

@ArgsType()
class RegisterArgs extends BaseArgs {
  @InputRule({ url: true }) @Field(() => String) website!: string;
}

class Resolver {
  register(_actor: object, _args: RegisterArgs): void {
    /* the rules are read from the parameter types */
  }
}
Reflect.defineMetadata('design:paramtypes', [Object, RegisterArgs], Resolver.prototype, 'register');

describe('input rules declared next to the field', () => {
  it('finds the rules of the args classes a resolver method takes, base classes included', () => {
    expect(argsTypeRules(Resolver.prototype, 'register')).toEqual({
      firstName: { maxLength: 42 },
      website: { url: true },
    });
  });
  it('finds none for methods without args classes', () => {
    expect(argsTypeRules(Resolver.prototype, 'other')).toEqual({});
  });
});
