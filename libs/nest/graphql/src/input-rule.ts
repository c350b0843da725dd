import 'reflect-metadata';
import { Extensions } from '@nestjs/graphql';
import { ARG_RULES, INPUT_OBJECT_CHECK, INPUT_RULE, InputRuleSpec, ObjectCheck } from './input-policy';

/**
 * Declares the input policy's rule of a field next to the field:
 *
 *     @InputRule({ maxLength: 42 }) @Field(() => String) firstName!: string;
 *
 * On input types the rule travels as the field's `inputRule` extension in the
 * running schema. Arguments lose their extensions when the subgraph schema is
 * built, so the rules of `@ArgsType()` classes are also kept here, by class,
 * and found through the resolver method's parameter types.
 */
const ARGS_RULES = new WeakMap<object, Record<string, InputRuleSpec>>();

export function InputRule(rule: InputRuleSpec): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    Extensions({ [INPUT_RULE]: rule })(target, key);
    const rules = ARGS_RULES.get(target.constructor) ?? {};
    ARGS_RULES.set(target.constructor, { ...rules, [name]: rule });
  };
}

/** Declares a rule between the fields of an input type (e.g. a percentage is at most 100). */
export function InputObjectCheck(check: ObjectCheck): ClassDecorator {
  return (target) => {
    Extensions({ [INPUT_OBJECT_CHECK]: check })(target);
  };
}

/**
 * Rules of a resolver's inline `@Args('name')` arguments, by argument name;
 * they travel as the root field's `argRules` extension.
 */
export const ArgRules = (rules: Record<string, InputRuleSpec>): MethodDecorator =>
  Extensions({ [ARG_RULES]: rules }) as MethodDecorator;

/** The rules declared on the `@ArgsType()` classes a resolver method takes. */
export function argsTypeRules(resolver: object, method: string): Record<string, InputRuleSpec> {
  const rules: Record<string, InputRuleSpec> = {};
  const paramTypes: unknown[] = Reflect.getMetadata('design:paramtypes', resolver, method) ?? [];
  for (const t of paramTypes) {
    if (typeof t !== 'function') continue;
    // Rules declared on base classes apply to the args classes that extend them.
    for (
      let c: unknown = t;
      typeof c === 'function' && c !== Function.prototype;
      c = Object.getPrototypeOf(c)
    ) {
      const own = ARGS_RULES.get(c);
      if (own) for (const [k, v] of Object.entries(own)) rules[k] ??= v;
    }
  }
  return rules;
}
