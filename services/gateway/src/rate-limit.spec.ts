import { parse } from 'graphql';
import { limitedAttempts } from './limited-attempts';
import { rootFields } from './root-fields';
import {
  RateLimits,
  countersFor,
  ipKey,
  loginIpKey,
  loginKey,
  mailIpKey,
  nameCheckKey,
  recipientKey,
} from './rate-limit';

const limits: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: 60 },
  signInPerLoginAndIp: { max: 10, windowSeconds: 900 },
  signInPerLogin: { max: 10, windowSeconds: 900 },
  mailPerIp: { max: 20, windowSeconds: 900 },
  mailPerRecipient: { max: 5, windowSeconds: 3600 },
  nameCheckPerIp: { max: 60, windowSeconds: 60 },
  knownIpSeconds: 86400,
};

const IP = '203.0.113.7';
const counters = (query: string, variables: Record<string, unknown> = {}, known: string[] = []) =>
  countersFor(limitedAttempts(rootFields(parse(query), null, variables)), IP, limits, new Set(known)).map(
    (c) => [c.rule, c.key, c.amount],
  );

describe('rate-limit rules (which counters a request increments)', () => {
  it('signInPerIp: every sign-in field, aliases one by one', () => {
    expect(
      counters(`mutation {
        a: loginPasswordless(token: "t") { status }
        b: loginRefresh(refreshToken: "r") { status }
        c: confirmBusinessRegistration(token: "t") { status }
      }`),
    ).toEqual([['signInPerIp', ipKey(IP), 3]]);
  });

  it('signInPerLoginAndIp and signInPerLogin: the targeted login, with a variable default resolved', () => {
    expect(
      counters(`mutation($l: ID! = "Victim@x.y") {
        a: loginSimple(login: $l, password: "1") { status }
        b: loginSimple(login: $l, password: "2") { status }
      }`),
    ).toEqual([
      ['signInPerIp', ipKey(IP), 2],
      ['signInPerLoginAndIp', loginIpKey('victim@x.y', IP), 2],
      ['signInPerLogin', loginKey('victim@x.y'), 2],
    ]);
  });

  it('signInPerLogin: not counted from an IP the login signed in from before (a known IP)', () => {
    expect(
      counters('mutation { loginSimple(login: "me@x.y", password: "p") { status } }', {}, ['me@x.y']),
    ).toEqual([
      ['signInPerIp', ipKey(IP), 1],
      ['signInPerLoginAndIp', loginIpKey('me@x.y', IP), 1],
    ]);
  });

  it('signInPerLoginAndIp: inviteVerify counts per invited client', () => {
    expect(counters('mutation { inviteVerify(clientId: "C1", inviteCode: "0000") { status } }')).toEqual([
      ['signInPerIp', ipKey(IP), 1],
      ['signInPerLoginAndIp', loginIpKey('c1', IP), 1],
      ['signInPerLogin', loginKey('c1'), 1],
    ]);
  });

  it('mailPerIp and mailPerRecipient: every mail-sending field, per recipient', () => {
    expect(
      counters(`mutation($e: String! = "A@x.y") {
        a: requestSelfAuthLink(email: $e) { status }
        b: requestSelfBookingAuthLink(business: "demo", email: "a@x.y") { status }
        c: requestProposalLink(business: "demo", email: "b@x.y", proposalId: "p") { status }
        d: selfRegisterBusiness(email: "b@x.y", business: "n") { status }
        e: invite(clientId: "c9") { status }
      }`),
    ).toEqual([
      ['mailPerIp', mailIpKey(IP), 5],
      ['mailPerRecipient', recipientKey('a@x.y'), 2],
      ['mailPerRecipient', recipientKey('b@x.y'), 2],
      ['mailPerRecipient', recipientKey('c9'), 1],
    ]);
  });

  it('nameCheckPerIp: businessExists and checkBusinessNameAvailability', () => {
    expect(
      counters(
        '{ a: businessExists(business: "x") { name } b: checkBusinessNameAvailability(business: "y") { available } }',
      ),
    ).toEqual([['nameCheckPerIp', nameCheckKey(IP), 2]]);
  });

  it('counts nothing for other operations', () => {
    expect(counters('{ currentUser { id } }')).toEqual([]);
  });

  it('gives each counter the limit of its rule', () => {
    const found = countersFor(
      limitedAttempts(
        rootFields(parse('mutation { loginSimple(login: "a@b.c", password: "p") { status } }'), null),
      ),
      IP,
      limits,
    );
    expect(found.map((c) => [c.rule, c.limit])).toEqual([
      ['signInPerIp', limits.signInPerIp],
      ['signInPerLoginAndIp', limits.signInPerLoginAndIp],
      ['signInPerLogin', limits.signInPerLogin],
    ]);
  });
});
