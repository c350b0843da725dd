import { parse } from 'graphql';
import { rootFields } from './root-fields';
import { businessArgument, businessFromHost, hostName, resolveBusiness } from './tenant';

describe('tenant resolution (spec 000 §2.1)', () => {
  it.each([
    ['demo.localhost:4000', 'demo'],
    ['demo.localhost', 'demo'],
    ['demo.example.com', 'demo'],
    ['Demo.Example.com', 'demo'],
    ['demo.example.com.', 'demo'],
    ['yoga-studio.staging.example.com:443', 'yoga-studio'],
    ['app.localhost:4000', null],
    ['app.example.com', null],
    ['auth.example.com', null],
    ['localhost', null],
    ['localhost:4000', null],
    ['127.0.0.1:4000', null],
    ['10.0.0.7', null],
    ['[::1]:4000', null],
    ['::1', null],
    ['', null],
    [undefined, null],
    ['-bad.example.com', null],
    ['under_score.example.com', null],
  ])('host %p → %p', (host, expected) => {
    expect(businessFromHost(host)).toBe(expected);
  });

  it('strips ports and brackets', () => {
    expect(hostName('[::1]:4000')).toBe('::1');
    expect(hostName('Demo.Localhost:4000')).toBe('demo.localhost');
  });

  it.each([
    ['demo.localhost', { business: 'other' }, null, 'demo'],
    ['app.localhost', { business: 'Demo' }, null, 'demo'],
    ['app.localhost', { businessName: ' yoga ' }, null, 'yoga'],
    ['localhost:4000', { business: 'demo', businessName: 'other' }, null, 'demo'],
    ['localhost', { business: 42 }, null, null],
    ['localhost', { business: 'not a name' }, null, null],
    ['localhost', {}, 'Literal', 'literal'],
    ['auth.localhost', null, null, null],
  ])('host %p, variables %p, literal %p → %p', (host, variables, literal, expected) => {
    expect(resolveBusiness(host, variables as Record<string, unknown> | null, literal)).toBe(expected);
  });
});

describe('business argument', () => {
  it('finds a business argument from a literal or a variable', () => {
    expect(businessArgument(rootFields(parse('{ businessExists(business: "Demo") { name } }'), null))).toBe(
      'Demo',
    );
    expect(
      businessArgument(
        rootFields(parse('query($n: String) { business(businessName: $n) { name } }'), null, { n: 'x' }),
      ),
    ).toBe('x');
    expect(
      businessArgument(
        rootFields(parse('query($n: String = "d") { business(businessName: $n) { name } }'), null),
      ),
    ).toBe('d');
    expect(businessArgument(rootFields(parse('{ me { id } }'), null))).toBeNull();
  });
});
