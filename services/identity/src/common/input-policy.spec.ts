import 'reflect-metadata';
process.env.TEMPO_SCHEMA_ONLY = '1';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLField, GraphQLSchema } from 'graphql';
import { argsTypeRules, checkArguments } from '@tempo/graphql';
import { SubgraphApiModule } from '@tempo/subgraph';
import { BusinessRegistrationResolver } from '../business/business-registration.resolver';
import { BusinessSettingsResolver } from '../business/business-settings.resolver';
import { identity } from '../identity.subgraph';

/**
 * The input rules declared in identity's code reach the running subgraph
 * schema (input types) and the args classes (arguments), so the shared policy
 * applies them to the mutations as clients call them.
 */
describe('identity input rules on the running schema', () => {
  let app: INestApplication;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    app = await NestFactory.create(SubgraphApiModule.forRoot(identity), { logger: false });
    await app.init();
    schema = app.get(GraphQLSchemaHost).schema;
  });
  afterAll(() => app.close());

  const check = (mutation: string, args: Record<string, unknown>) =>
    checkArguments(
      schema.getMutationType()!.getFields()[mutation] as GraphQLField<unknown, unknown>,
      args,
      argsTypeRules(
        mutation === 'selfRegisterBusiness'
          ? BusinessRegistrationResolver.prototype
          : BusinessSettingsResolver.prototype,
        mutation,
      ),
    );

  it('selfUpdateBusiness: catalogue rules for arguments, declared rules for nested fields', () => {
    const base = { business: 'mine' };
    expect(check('selfUpdateBusiness', { ...base, fullName: 'x'.repeat(101) })).toBe(
      'fullName must be at most 100 characters',
    );
    expect(check('selfUpdateBusiness', { ...base, googleTagManagerId: 'free text' })).toMatch(
      /^googleTagManagerId must be GTM-/,
    );
    expect(check('selfUpdateBusiness', { ...base, uiLogoUrl: 'javascript:alert(1)' })).toMatch(
      /^uiLogoUrl must be a web address/,
    );
    expect(
      check('selfUpdateBusiness', {
        ...base,
        promotionalMessages: [{ message: 'Hi\nthere', buttonUrl: 'vbscript:x' }],
      }),
    ).toMatch(/^promotionalMessages\.buttonUrl must be a web address/);
    expect(
      check('selfUpdateBusiness', {
        ...base,
        presetDiscounts: [{ label: 'x', discountType: 'percent', rate: 101 }],
      }),
    ).toBe('presetDiscounts.rate must be at most 100 for a percentage');
    expect(
      check('selfUpdateBusiness', {
        ...base,
        presetDiscounts: [{ label: 'x', discountType: 'any', rate: 1 }],
      }),
    ).toBe('presetDiscounts.discountType must be one of flat, percent');
    expect(
      check('selfUpdateBusiness', { ...base, fullName: 'Demo Music School', tagline: 'Lessons' }),
    ).toBeNull();
  });

  it('createBusiness and selfRegisterBusiness: names of account holders at most 42 characters', () => {
    expect(check('createBusiness', { name: 'x', ownerLastName: 'L'.repeat(43) })).toBe(
      'ownerLastName must be at most 42 characters',
    );
    expect(check('selfRegisterBusiness', { firstName: 'F'.repeat(43) })).toBe(
      'firstName must be at most 42 characters',
    );
    expect(check('selfRegisterBusiness', { prospectPainPoints: 'one\ntwo' })).toBeNull();
  });

  it('updateBusiness: numbers not negative, secrets without control characters', () => {
    expect(check('updateBusiness', { business: 'x', merchantFeeRate: -1 })).toBe(
      'merchantFeeRate must be at least 0',
    );
    expect(check('updateBusiness', { business: 'x', webhookKey: 'whsec\u0000' })).toBe(
      'webhookKey must not contain control characters',
    );
    expect(check('updateBusiness', { business: 'x', surchargeDetails: { basisPoints: 10_001 } })).toBe(
      'surchargeDetails.basisPoints must be at most 10000',
    );
  });
});
